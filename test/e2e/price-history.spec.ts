// Looking up what one bitcoin was worth on a past day, on the history page and on the converter,
// with JavaScript on and off, at phone and desktop widths. The day's close is seeded into the
// price history: a CoinGecko daily point at the next midnight, as the backfill stores them.
import type { Page } from "@playwright/test";
import { dateInWords } from "#app/lib/date-in-words.ts";
import { utcDay } from "#app/lib/price-day.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { expect, test } from "#test/support/e2e/test.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";

const DAY_MS = 86_400_000;
const day = utcDay(Date.now() - 100 * DAY_MS);
const closeAt = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();

test.beforeAll(async () => {
  await withDatabase(
    (sql) => sql`
      INSERT INTO price_history (currency, at, price, source)
      VALUES ('GBP', ${closeAt}, 45678.9, 'coingecko-history')
      ON CONFLICT (currency, at) DO UPDATE SET price = excluded.price, source = excluded.source`,
  );
});

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [375, 1280]) {
  test.describe(`a past day's price at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("looks up 1 BTC in GBP on a past day", async ({ page, javaScriptEnabled }) => {
      await page.goto("/bitcoin-price-history");
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "Bitcoin Price History" })).toBeVisible();
      await page.getByLabel("Currency", { exact: true }).selectOption("GBP");
      await page.getByLabel("Date (UTC)").fill(day);
      await page.getByRole("button", { name: "Show price" }).click();

      await expect(page).toHaveURL(new RegExp(`\\?currency=GBP&date=${day}$`));
      await expect(page.getByText(`1 BTC on ${dateInWords(day)} =`)).toBeVisible();
      await expect(page.getByTestId("price")).toHaveText("£45,678.90");
      await expect(page.getByText("Source: CoinGecko's market history")).toBeVisible();
      await expect(page.getByText("The price on a day is its close in UTC")).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^Bitcoin Price in GBP on ${dateInWords(day)} \\| `));
      await expectNoSidewaysScroll(page, width);
    });

    test("a future day is refused under the field", async ({ page, javaScriptEnabled }) => {
      const tomorrow = utcDay(Date.now() + DAY_MS);
      await page.goto(`/bitcoin-price-history?currency=GBP&date=${tomorrow}`);
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.getByRole("alert")).toHaveText(
        `Choose a day no later than today, ${utcDay(Date.now())} (UTC).`,
      );
      await expect(page.getByLabel("Date (UTC)")).toHaveAttribute("aria-invalid", "true");
      await expectNoSidewaysScroll(page, width);
    });

    test("the converter converts at that day's close", async ({ page, javaScriptEnabled }) => {
      await page.goto("/bitcoin-currency-conversion-calculator?currency=GBP");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Date (UTC)").fill(day);
      await page.getByRole("button", { name: "Use this date" }).click();

      await expect(page).toHaveURL(new RegExp(`currency=GBP&date=${day}`));
      await expect(
        page.getByText(`Amounts below convert at the close of ${dateInWords(day)}, not at the live price.`),
      ).toBeVisible();
      await expect(page.getByLabel("Amount in GBP")).toHaveValue("45678.9");
      const btc = page.getByLabel("Amount in BTC");
      await btc.fill("0.5");
      if (!javaScriptEnabled) await btc.press("Enter");
      await expect(page.getByLabel("Amount in GBP")).toHaveValue("22839.45");
      await expectNoSidewaysScroll(page, width);

      await page.getByRole("link", { name: "Back to the live price" }).click();
      await expect(page).toHaveURL(/\?currency=GBP$/);
      await expect(page.getByText("Amounts below convert at the close of")).toHaveCount(0);
    });
  });
}
