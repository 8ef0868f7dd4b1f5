import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

// Prices come from the fake upstreams through the cron run that scripts/test.ts fires first.
test.describe("price pages and the converter", () => {
  test("a price page shows the price in its locale, the card and the explainer", async ({ page }) => {
    await page.goto("/bitcoin-to-euro");
    await expect(page.getByRole("heading", { level: 1, name: "Bitcoin to Euro (EUR)" })).toBeVisible();
    await expect(page.getByTestId("price")).toHaveText("61.234,75 €");
    await expect(page.getByText("1 BTC = 61.234,75 €")).toBeVisible();
    await expect(page.getByText(/Last updated: \d{2}:\d{2}:\d{2}/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why Monitor BTC to EUR?" })).toBeVisible();
    await expect(page).toHaveTitle(/^Bitcoin to Euro \(EUR\) Price \| /);
  });

  test("the index of all 50 currencies leads from the menu to the dollar's and the baht's pages", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/bitcoin-to-euro");
    if (javaScriptEnabled) await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Conversions", { exact: true }).click();
    await nav.getByText("All 50 currencies", { exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bitcoin price in 50 currencies" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Middle East" })).toBeVisible();

    await page.getByRole("link", { name: /^Bitcoin to US Dollar \(USD\)/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bitcoin to US Dollar (USD)" })).toBeVisible();
    await expect(page.getByTestId("price")).toHaveText("$67,187.33");
    await page.goBack();
    await page.getByRole("link", { name: /^Bitcoin to Thai Baht \(THB\)/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bitcoin to Thai Baht (THB)" })).toBeVisible();
    await expect(page.getByTestId("price")).toHaveText(/^฿[\d,]+\.\d{2}$/);
  });

  test("the refresh button keeps the page on its price", async ({ page, javaScriptEnabled }) => {
    await page.goto("/bitcoin-to-gbp");
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByRole("button", { name: "Refresh price" }).click();
    await expect(page).toHaveURL(/\/bitcoin-to-gbp\??$/);
    await expect(page.getByTestId("price")).toHaveText("£52,345.67");
  });

  test("amounts convert between BTC, sats and the currency", async ({ page, javaScriptEnabled }) => {
    await page.goto("/bitcoin-to-euro");
    if (javaScriptEnabled) await waitForHydration(page);
    const btc = page.getByLabel("Amount in BTC");
    await btc.fill("0.5");
    if (!javaScriptEnabled) {
      await btc.press("Enter");
      await expect(page).toHaveURL(/\?btc=0\.5$/);
    }
    await expect(page.getByLabel("Amount in sats")).toHaveValue("50000000");
    await expect(page.getByLabel("Amount in EUR")).toHaveValue("30617.38");

    const fiat = page.getByLabel("Amount in EUR");
    await fiat.fill("61234.75");
    if (!javaScriptEnabled) await fiat.press("Enter");
    await expect(page.getByLabel("Amount in BTC")).toHaveValue("1");
    await expect(page.getByLabel("Amount in sats")).toHaveValue("100000000");

    const sats = page.getByLabel("Amount in sats");
    await sats.fill("12.5");
    if (!javaScriptEnabled) await sats.press("Enter");
    await expect(page.getByText("Sats are whole numbers.")).toBeVisible();
  });

  test("the converter switches currency from its dropdown", async ({ page, javaScriptEnabled }) => {
    await page.goto("/bitcoin-currency-conversion-calculator");
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Bitcoin to USD Converter" })).toBeVisible();
    await expect(page.getByTestId("price")).toHaveText("$67,187.33");
    await page.getByText("Currency: US Dollar (USD)").click();
    // A submit button, and a menu item once JavaScript runs.
    await page.getByRole(javaScriptEnabled ? "menuitemradio" : "button", { name: "Euro (EUR)" }).click();
    await expect(page.getByRole("heading", { name: "Bitcoin to EUR Converter" })).toBeVisible();
    await expect(page).toHaveURL(/\?currency=EUR/);
    await expect(page.getByTestId("price")).toHaveText("€61,234.75");
    await expect(page.getByLabel("Amount in EUR")).toHaveValue("61234.75");
  });

  test("the chart's ranges are links", async ({ page }) => {
    await page.goto("/bitcoin-to-euro");
    await page.getByRole("navigation", { name: "Chart range" }).getByRole("link", { name: "7d" }).click();
    await expect(page).toHaveURL(/\?range=7d#price-chart$/);
    await expect(page.getByRole("link", { name: "7d" })).toHaveAttribute("aria-current", "page");
  });

  test("the home page shows the live Bitcoin market card", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("market-price")).toHaveText("$67,187.33");
    await expect(page.getByText("21,000,000 BTC")).toBeVisible();
    await expect(page.getByRole("img", { name: /^Last 7 days: from \$67,187\.33/ })).toBeVisible();
  });
});
