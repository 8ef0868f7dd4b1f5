// The admin's ETFs in the browser, with JavaScript on and off: an admin changes a fund's fee, enters
// the bitcoin it reported holding with its day and source, and sets the figures' "as of" date, and
// /bitcoin-etfs shows them; axe on the ETF list and a fund's page.
import type { Page } from "@playwright/test";
import { asOfText } from "#app/lib/etf-figures.ts";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";

/** Each run edits a fund of its own (no other spec looks at these); both set the same date. */
const FUND = { on: "HODL", off: "BTCW" } as const;
const AS_OF = "2025-06-14";

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

test("an admin changes a fund's fee, its bitcoin held and the figures' date, and the ETF page shows them", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const ticker = javaScriptEnabled ? FUND.on : FUND.off;
  // A fee no other run sets: hundredths from the clock, so a rerun on the same database changes it again.
  const fee = (0.3 + (Date.now() % 60) / 100).toFixed(2);
  await signInAsNewAdmin(page);

  await open(page, "/admin", javaScriptEnabled);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "ETFs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ETFs" })).toBeVisible();
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: ticker, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(ticker);
  if (javaScriptEnabled) {
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.getByLabel("Expense ratio (% a year)").fill("12");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter a percentage from 0 to 10, such as 0.25.").first()).toBeVisible();
  await page.getByLabel("Expense ratio (% a year)").fill(fee);
  await page.getByLabel("Expense ratio: as of").fill(AS_OF);
  await page.getByLabel("Bitcoin held, as reported").fill("12,345.6");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter the day the figure is true on.").first()).toBeVisible();
  await expect(page.getByLabel("Bitcoin held, as reported")).toHaveValue("12,345.6");
  await page.getByLabel("Bitcoin held: as of").fill(AS_OF);
  await page.getByLabel("Bitcoin held: source").fill(`https://example.com/${ticker.toLowerCase()}/holdings`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("ETF saved").first()).toBeVisible();
  await expect(page.getByText("expenseRatio").first()).toBeVisible();

  await page.getByRole("link", { name: "← All ETFs" }).click();
  await page.getByLabel("As of", { exact: true }).fill(AS_OF);
  await page.getByRole("button", { name: "Save date and source" }).click();
  await expect(page.getByText("Figures date saved").first()).toBeVisible();

  await page.goto("/bitcoin-etfs");
  const row = page.locator(`tr[data-ticker="${ticker}"]`);
  await expect(row).toContainText(`${fee}%`);
  await expect(row.locator('[data-column="btc-held"]')).toHaveText(`12,346 BTCas of ${asOfText(AS_OF)} · source`);
  await expect(row.getByRole("link", { name: `Source of ${ticker}'s bitcoin held` })).toHaveAttribute(
    "href",
    `https://example.com/${ticker.toLowerCase()}/holdings`,
  );
  await expect(row).toContainText(`${fee}%as of ${asOfText(AS_OF)}`);
});
