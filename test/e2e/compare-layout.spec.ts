// The comparison on a phone scrolls sideways, and each row's name stays in view while it does.
import { expect, test } from "#test/support/e2e/test.ts";

test.use({ viewport: { width: 375, height: 740 } });

test("at 375 px the row names stay in view while the table scrolls sideways", async ({ page }) => {
  await page.goto("/compare?tools=bitcoin-core,sparrow-wallet,electrum");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: /Sparrow Wallet/ })).toBeVisible();
  const scroller = table.locator("xpath=..");
  const scrolled = await scroller.evaluate((box) => {
    box.scrollLeft = box.scrollWidth;
    return box.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(100);

  const box = (await scroller.boundingBox())!;
  for (const name of ["Categories", "Custody", "Website"]) {
    const label = table.getByRole("rowheader", { name, exact: true });
    const at = (await label.boundingBox())!;
    expect(at.x, name).toBeGreaterThanOrEqual(box.x - 1);
    expect(at.x, name).toBeLessThan(box.x + 2);
    // Nothing painted over it: the name is what a tap on it reaches.
    await label.evaluate((cell) =>
      window.scrollTo({ top: cell.getBoundingClientRect().top + window.scrollY - 300, behavior: "instant" }),
    );
    const onTop = await label.evaluate((cell) => {
      const r = cell.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + Math.min(20, r.width / 2), r.top + r.height / 2);
      return hit !== null && cell.contains(hit);
    });
    expect(onTop, name).toBe(true);
  }
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(scrolled);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
