import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration";

test("a letter click scrolls to its section, 100 px below the top, and Back to top returns", async ({ page }) => {
  await page.goto("/bitcoin-terms-dictionary");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Jump to letter" }).getByRole("link", { name: "S", exact: true }).click();
  await expect(page).toHaveURL(/#letter-S$/);
  await expect
    .poll(() => page.locator("#letter-S").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(100);
  await page.locator("#letter-S").getByRole("link", { name: "Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});
