import type { Locator } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";

test.use({ viewport: { width: 375, height: 740 } });

/** WCAG 2.5.8: a target a finger can hit, at least 24 by 24 CSS pixels. */
async function expectTouchSize(target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.width, await target.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(24);
  expect(box.height, await target.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(24);
}

test("the breadcrumb's home link and the facts' source and term links are at least 24 x 24 px", async ({ page }) => {
  await page.goto("/tool/bitcoin-core");
  await expectTouchSize(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }));
  const sources = page.getByRole("region", { name: "At a glance" }).getByRole("link", { name: /^Source for / });
  expect(await sources.count()).toBeGreaterThan(0);
  for (const source of await sources.all()) await expectTouchSize(source);
  const terms = page.getByRole("region", { name: "At a glance" }).locator('dt a[href^="/bitcoin-terms-dictionary/"]');
  expect(await terms.count()).toBeGreaterThan(0);
  for (const term of await terms.all()) await expectTouchSize(term);
});

test("the header's menu and search buttons are at least 24 x 24 px", async ({ page }) => {
  await page.goto("/");
  await expectTouchSize(page.getByLabel("Menu"));
  await expectTouchSize(page.getByRole("link", { name: "Search", exact: true }));
});

test("every link of a tool page, and the dictionary's Back to top, is at least 24 px tall at 375 px", async ({
  page,
}) => {
  for (const path of ["/tool/sparrow-wallet", "/tool/bitcoin-core"]) {
    await page.goto(path);
    const small = await page.$$eval("nav[aria-label=Breadcrumb] a, main a", (links) =>
      links
        .filter((link) => (link as HTMLElement).offsetParent !== null && !link.closest(".rich-content"))
        .map((link) => ({ text: link.textContent!.trim(), height: link.getBoundingClientRect().height }))
        .filter(({ height }) => height < 24),
    );
    expect(small, path).toEqual([]);
  }
  await page.goto("/bitcoin-terms-dictionary");
  await expectTouchSize(page.getByRole("link", { name: "Back to top" }).first());
});
