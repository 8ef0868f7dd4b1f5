// 'Refresh Data' on /bitcoin-etfs against the fake Alpha Vantage, with JavaScript off and on. The
// journeys share the quote ledger, so they run in order and each starts by clearing the ledger
// (the stored quotes stay, as they would on a live site).
import { expect, test } from "#test/support/e2e/test.ts";
import type { Page } from "@playwright/test";
import { REFRESH_STARTED_TEXT } from "#app/lib/etf-table.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { openTestDatabase } from "#test/support/database.ts";

const fake = process.env.FAKE_UPSTREAMS_URL!;
const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
test.afterAll(close);

async function startFrom(mode: string) {
  await sql`DELETE FROM etf_refreshes`;
  await fetch(`${fake}/__alphavantage`, { method: "POST", body: JSON.stringify({ mode }) }).then((r) => r.text());
}
const quoteCalls = async () =>
  ((await (await fetch(`${fake}/__alphavantage`)).json()) as { calls: unknown[] }).calls.length;

const etfRow = (page: Page, ticker: string) => page.locator(`tr[data-ticker="${ticker}"]`);
const priceChange = (page: Page, ticker: string) =>
  etfRow(page, ticker).locator('[data-column="price-change"] span').first();
/** The AUM figure itself, without the line under it that says its day. */
const aum = (page: Page, ticker: string) => etfRow(page, ticker).locator('[data-column="aum"] span').first();
const refreshButton = (page: Page) => page.getByRole("button", { name: "Refresh Data" });

test.describe.configure({ mode: "serial" });

test("without JavaScript, Refresh Data fetches the quotes in the background, then serves them for the hour", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  await startFrom("success");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/bitcoin-etfs");
  await expect(page.locator("tbody tr[data-ticker]")).toHaveCount(13);

  const clicked = Date.now();
  await refreshButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: REFRESH_STARTED_TEXT })).toBeVisible();
  expect(Date.now() - clicked).toBeLessThan(6_000);
  await expect(async () => {
    await page.goto("/bitcoin-etfs");
    await expect(priceChange(page, "IBIT")).toHaveText("+2.33%", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(priceChange(page, "IBIT")).toHaveClass(/text-green-700/);
  await expect(priceChange(page, "GBTC")).toHaveText("-0.50%");
  await expect(priceChange(page, "GBTC")).toHaveClass(/text-red-700/);
  await expect(aum(page, "IBIT")).toHaveText("$48.89 billion");
  await expect(page.getByTestId("etf-updated")).toContainText(
    /^Data last updated: .+ UTC\. The Bitcoin ETF market is rapidly evolving, and AUM figures change regularly\.$/,
  );
  // The refresh goes on in the background, a second between calls: the last may still be on its way.
  await expect.poll(quoteCalls, { timeout: 10_000 }).toBe(13);

  await refreshButton(page).click();
  await expect(page.getByText("The ETF data is less than an hour old, so it was not fetched again.")).toBeVisible();
  expect(await quoteCalls()).toBe(13);
  await context.close();
});

test("with JavaScript, the button spins while the table updates in place, with its toasts", async ({ page }) => {
  test.setTimeout(90_000);
  await startFrom("falling");
  await page.goto("/bitcoin-etfs");
  await waitForHydration(page);
  const url = page.url();

  const answered = page.waitForResponse((r) => r.url().endsWith("/api/etfs") && r.request().method() === "POST", {
    timeout: 45_000,
  });
  await refreshButton(page).click();
  await expect(page.getByText("Refreshing ETF data...")).toBeVisible();
  await expect(refreshButton(page)).toBeDisabled();
  await expect(refreshButton(page).locator("svg")).toHaveClass(/animate-spin/);
  await expect(page.getByRole("status").filter({ hasText: "Loading ETF data..." })).toBeVisible();
  // The refresh goes on after our API answered: the page shows how far it has got.
  await expect(
    page.getByRole("status").filter({ hasText: /^Loading ETF data\.\.\. ([3-9]|1[0-2]) of 13$/ }),
  ).toBeVisible({
    timeout: 20_000,
  });

  // Twelve quotes one second apart outlast the API's answer: the table follows the refresh.
  const answer = (await (await answered).json()) as { outcome: string };
  expect(answer.outcome, `calls: ${await quoteCalls()}`).toBe("in-progress");
  await expect(priceChange(page, "IBIT")).toHaveText("-1.50%", { timeout: 40_000 });
  await expect(priceChange(page, "IBIT")).toHaveClass(/text-red-700/);
  await expect(aum(page, "IBIT")).toHaveText("$47.06 billion");
  await expect(page.getByText("ETF data refreshed.")).toBeVisible();
  await expect(refreshButton(page)).toBeEnabled();
  await expect(page.getByText("Loading ETF data...")).toHaveCount(0);
  // Updated in place: no navigation, and the time now shows in the browser's own zone.
  expect(page.url()).toBe(url);
  await expect(page.getByTestId("etf-updated")).toContainText(/^Data last updated: (?!.*UTC)/);
});

test("with JavaScript, a rate-limited key says so: 'API limit reached' for the fund it answered, the others keep their figures", async ({
  page,
}) => {
  await startFrom("information");
  await page.goto("/bitcoin-etfs");
  await waitForHydration(page);
  await expect(priceChange(page, "IBIT")).toHaveText("-1.50%");
  await refreshButton(page).click();
  await expect(page.getByText("Failed to update ETF data. Using cached data instead.")).toBeVisible();
  await expect(priceChange(page, "IBIT")).toHaveText("API limit reached");
  await expect(priceChange(page, "FBTC")).toHaveText("-1.50%");
  expect(await quoteCalls()).toBe(1);
});

test("with JavaScript, a failed request shows the error row and keeps the table", async ({ page }) => {
  await page.goto("/bitcoin-etfs");
  await waitForHydration(page);
  await page.route("**/api/etfs", (route) => route.abort());
  await refreshButton(page).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to load ETF data. Please try refreshing." }),
  ).toBeVisible();
  await expect(page.getByText("Failed to update ETF data. Using cached data instead.")).toBeVisible();
  await expect(page.locator("tbody tr[data-ticker]")).toHaveCount(13);
  await expect(refreshButton(page)).toBeEnabled();
});

test("with JavaScript, a refresh that brings nothing is answered as failed within 15 s", async ({ page }) => {
  test.setTimeout(60_000);
  await startFrom("hanging");
  await page.goto("/bitcoin-etfs");
  await waitForHydration(page);
  const clicked = Date.now();
  await refreshButton(page).click();
  await expect(page.getByText("Failed to update ETF data. Using cached data instead.")).toBeVisible({
    timeout: 20_000,
  });
  expect(Date.now() - clicked).toBeLessThan(15_000);
  await expect(refreshButton(page)).toBeEnabled();
  await expect(page.locator("tbody tr[data-ticker]")).toHaveCount(13);
});
