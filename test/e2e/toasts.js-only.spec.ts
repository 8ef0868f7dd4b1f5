import { expect, test } from "#test/support/e2e/test.ts";
import type { Locator } from "@playwright/test";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 375, height: 740 },
  { width: 640, height: 800 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a toast covers neither the comparison bar nor the search button`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/?sort=asc");
    await waitForHydration(page);
    const name = await page.locator("#tools article h3").first().innerText();
    await page.getByRole("button", { name: `Compare: ${name}` }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "has been added to your comparison list." });
    await expect(toast).toBeVisible();
    const bar = page.getByRole("complementary", { name: "Comparison" });
    const search = page.getByRole("link", { name: "Search" });
    await expect(bar).toBeVisible();
    // The toast slides in: measure it where it comes to rest.
    await expect(async () => {
      const before = await box(toast);
      await page.waitForTimeout(100);
      expect(await box(toast)).toEqual(before);
    }).toPass();
    const toastBox = await box(toast);
    expect(overlaps(toastBox, await box(bar))).toBe(false);
    expect(overlaps(toastBox, await box(search))).toBe(false);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height);
  });
}

test("a toast stays on its page: the next page opens without it", async ({ page }) => {
  await page.goto("/?sort=asc");
  await waitForHydration(page);
  const name = await page.locator("#tools article h3").first().innerText();
  await page.getByRole("button", { name: `Compare: ${name}` }).click();
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Contact/);
  // Well before the toast's own five seconds are up.
  await expect(toast).toHaveCount(0, { timeout: 1_000 });
});
