// Without JavaScript a page's head carries only the rules that page uses, and nothing else loads.
import { expect, test } from "#test/support/e2e/test.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("without JavaScript a page is styled by the rules in its head alone", async ({ page }) => {
  for (const path of ["/", "/bitcoin-etfs", "/blog/how-to-choose-a-bitcoin-wallet"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="stylesheet"]'), path).toHaveCount(0);
    // The header sticks to the top, its row is 64 px tall, and its menus are in a row (a 768 px variant).
    const header = page.locator("body > header").first();
    await expect(header, path).toHaveCSS("position", "sticky");
    await expect(header.locator("> div").first(), path).toHaveCSS("height", "64px");
    await expect(page.getByRole("navigation", { name: "Main" }), path).toHaveCSS("flex-direction", "row");
  }
  await page.goto("/bitcoin-etfs");
  await expect(page.locator(".scroll-cue")).toHaveCSS("background-image", /linear-gradient/);
});
