import { expect, test } from "#test/support/e2e/test.ts";
import type { Page } from "@playwright/test";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

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

/** Every scroll position the page passes through, from the first script on. */
async function recordScrolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { scrolls: number[] }).scrolls = seen;
    window.addEventListener("scroll", () => seen.push(Math.round(window.scrollY)), { passive: true });
  });
}

const distinctScrolls = (page: Page) =>
  page.evaluate(() => new Set((window as unknown as { scrolls: number[] }).scrolls).size);

for (const hash of ["#b", "#letter-b", "#letter-B"]) {
  test(`arriving at ${hash} scrolls smoothly to the letter B, 100 px below the top`, async ({ page }) => {
    await recordScrolls(page);
    await page.goto(`/bitcoin-terms-dictionary${hash}`);
    await waitForHydration(page);
    await expect
      .poll(() => page.locator("#letter-B").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(100);
    await expect(page).toHaveURL(/#letter-B$/);
    expect(await distinctScrolls(page)).toBeGreaterThan(3);
  });
}

/** Where the entry stands: its top, and the bottom of the sticky letter bar above it. */
const entryAndBar = (page: Page, id: string) =>
  page.evaluate((id) => {
    const bar = document.querySelector('nav[aria-label="Jump to letter"]')!.getBoundingClientRect().bottom;
    return { top: Math.round(document.getElementById(id)!.getBoundingClientRect().top), bar: Math.round(bar) };
  }, id);

/** Settled just below the letter bar, not under it. */
const justBelowTheBar = async (page: Page, id: string) => {
  const { top, bar } = await entryAndBar(page, id);
  return top >= bar && top < bar + 40;
};

test("arriving at a term's anchor stays on the index and scrolls smoothly to the term", async ({ page }) => {
  await recordScrolls(page);
  await page.goto("/bitcoin-terms-dictionary#hardware-wallet");
  await waitForHydration(page);
  await expect.poll(() => justBelowTheBar(page, "hardware-wallet")).toBe(true);
  await expect(page).toHaveURL(/\/bitcoin-terms-dictionary#hardware-wallet$/);
  await expect(
    page.locator("#hardware-wallet").getByRole("link", { name: "Hardware Wallet", exact: true }),
  ).toBeInViewport();
  expect(await distinctScrolls(page)).toBeGreaterThan(3);
});

test("a visitor who asks for less motion is taken to the term at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await recordScrolls(page);
  await page.goto("/bitcoin-terms-dictionary#hardware-wallet");
  await waitForHydration(page);
  await expect.poll(() => justBelowTheBar(page, "hardware-wallet")).toBe(true);
  await expect(page).toHaveURL(/\/bitcoin-terms-dictionary#hardware-wallet$/);
  expect(await distinctScrolls(page)).toBeLessThanOrEqual(3);
});

test("at 375 px a term's anchor lands below the letter bar too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/bitcoin-terms-dictionary#utxo");
  await waitForHydration(page);
  await expect.poll(() => justBelowTheBar(page, "utxo")).toBe(true);
  await expect(page).toHaveURL(/\/bitcoin-terms-dictionary#utxo$/);
});
