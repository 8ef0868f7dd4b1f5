// Sats per unit, the change figures and the all-time high, the badge, and a sats amount in euros,
// as a reader sees them, with JavaScript on and off and at phone and desktop widths.
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

for (const width of [375, 1280]) {
  test.describe(`price figures at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a price page shows what a euro buys in sats and the change figures, in the euro's format", async ({
      page,
    }) => {
      await page.goto("/bitcoin-to-euro");
      await expect(page.getByTestId("sats-per-unit")).toHaveText("1 EUR = 1.633 sats");
      const figures = page.getByRole("region", { name: "Bitcoin's change in EUR and its all-time high" });
      for (const span of ["24 hours", "7 days", "30 days", "1 year"])
        await expect(figures.getByText(`Change over ${span}`)).toBeVisible();
      // The fake gives EUR a 24h change of -1.2345%.
      await expect(figures.locator("dd").first()).toHaveText("\u22121,23\u00a0%");
      await expect(figures.getByText("All-time high", { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("the home card shows sats per dollar and the dollar's change figures", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("sats-per-unit")).toHaveText("1 USD = 1,488 sats");
      await expect(page.getByRole("region", { name: "Bitcoin's change in USD and its all-time high" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test.describe("the converter", () => {
  test("converts 100,000 sats to euros", async ({ page, javaScriptEnabled }) => {
    await page.goto("/bitcoin-currency-conversion-calculator?currency=EUR");
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByTestId("sats-per-unit")).toHaveText("1 EUR = 1,633 sats");
    const sats = page.getByLabel("Amount in sats");
    await sats.fill("100000");
    if (!javaScriptEnabled) {
      await sats.press("Enter");
      await expect(page).toHaveURL(/[?&]sats=100000\b/);
      await expect(page).toHaveURL(/[?&]currency=EUR\b/);
    }
    // 100,000 sats are 0.001 BTC, at 61,234.75 EUR a bitcoin.
    await expect(page.getByLabel("Amount in EUR")).toHaveValue("61.23");
    await expect(page.getByLabel("Amount in BTC")).toHaveValue("0.001");
  });

  test("shows the chosen currency's badge and the <img> to copy", async ({ page }) => {
    await page.goto("/bitcoin-currency-conversion-calculator?currency=EUR");
    const badge = page.getByRole("img", { name: "Bitcoin price in Euro" });
    await expect(badge).toBeVisible();
    // The browser drew the SVG: it is a valid image of its own size.
    expect(await badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 50)).toBe(true);
    await expect(page.getByLabel("HTML for the EUR badge")).toHaveValue(
      /^<img src="http:\/\/[^"]+\/badge\/btc-eur\.svg" alt="Bitcoin price in Euro" height="34">$/,
    );
  });
});
