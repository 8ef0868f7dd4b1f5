// The ETF page of a site deployed without an Alpha Vantage key (scripts/test.ts runs a second Worker
// for it): no "Refresh Data" button that could only fail, but where the figures come from, and each
// fund's bitcoin with its day and source, at phone and desktop widths, with JavaScript on and off.
import { expect, test } from "#test/support/e2e/test.ts";
import { NO_QUOTES_TEXT } from "#app/lib/etf-table.ts";

const withoutQuotes = process.env.NO_QUOTES_BASE_URL!;

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the ETF page offers no refresh and says where its figures come from", async ({ page }) => {
      await page.goto(`${withoutQuotes}/bitcoin-etfs`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(NO_QUOTES_TEXT)).toBeVisible();
      await expect(page.getByRole("button", { name: "Refresh Data" })).toHaveCount(0);
      await expect(page.getByText(/^Bitcoin held by these funds: [\d,]+ BTC in \d+ funds/)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
