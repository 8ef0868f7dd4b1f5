import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// axe runs a script in the page, so these run with JavaScript on (playwright.config.ts).
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test.describe("accessibility", () => {
  for (const path of [
    "/",
    "/404",
    "/sitemap",
    "/tool/sparrow-wallet",
    "/tool/nope",
    "/browse",
    "/category/mining",
    "/tag/lightning",
    "/tag",
    "/topics/l",
    "/category/nope",
  ]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("axe finds no violations with the drawer open at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByLabel("Menu").click();
    expect(await violations(page)).toEqual([]);
  });
});
