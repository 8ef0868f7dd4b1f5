import { expect, test } from "#test/support/e2e/test.ts";
import type { Page } from "@playwright/test";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

// The browser refreshes prices from our own API; these answers stand in for that API.
const eur = (price: number) =>
  JSON.stringify({
    code: "EUR",
    price,
    change24h: 1.5,
    updatedAt: new Date().toISOString(),
    source: "coingecko",
    stale: false,
  });

/** Opens the euro page and makes its refresh fail, returning the error card on screen. */
async function showPriceError(page: Page) {
  await page.goto("/bitcoin-to-euro");
  await waitForHydration(page);
  await page.route("**/api/prices/eur", (route) => route.fulfill({ status: 500, body: "upstream down" }));
  await page.getByRole("button", { name: "Refresh price" }).click();
  const card = page.getByRole("alert").filter({ hasText: "Failed to load Bitcoin price data. Please try again." });
  await expect(card).toBeVisible();
  return card;
}

test.describe("live price refresh (JavaScript)", () => {
  test("the refresh button fetches the latest price from our API", async ({ page }) => {
    await page.goto("/bitcoin-to-euro");
    await waitForHydration(page);
    await page.route("**/api/prices/eur", (route) =>
      route.fulfill({ contentType: "application/json", body: eur(70000) }),
    );
    await page.getByRole("button", { name: "Refresh price" }).click();
    await expect(page.getByTestId("price")).toHaveText("70.000,00 €");
    await expect(page.getByRole("region", { name: "Bitcoin price in Euro" })).toContainText(/24h Change up 1,50\s%/);
  });

  test("'Last updated' is the time of the page's last successful fetch: a refresh that succeeds moves it", async ({
    page,
  }) => {
    for (const [path, api, card, button] of [
      [
        "/bitcoin-to-euro",
        "**/api/prices/eur",
        page.getByRole("region", { name: "Bitcoin price in Euro" }),
        "Refresh price",
      ],
      ["/bitcoin-currency-conversion-calculator", "**/api/prices/usd", page.locator("main"), "Refresh"],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const time = card.locator("p", { hasText: "Last updated:" }).locator("time");
      const shown = (await time.getAttribute("datetime"))!;
      // Within the warmer's minute our API answers the same price with the same source time.
      await page.route(api, (route) =>
        route.fulfill({
          contentType: "application/json",
          body: JSON.stringify({
            code: api.endsWith("eur") ? "EUR" : "USD",
            price: 61234.75,
            change24h: 1.5,
            updatedAt: shown,
            source: "coingecko",
            stale: false,
          }),
        }),
      );
      const clicked = Date.now();
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(time).not.toHaveAttribute("datetime", shown);
      expect(Date.parse((await time.getAttribute("datetime"))!)).toBeGreaterThanOrEqual(clicked - 2_000);
      await page.unroute(api);
    }
  });

  test("the page refetches every 60 seconds", async ({ page }) => {
    await page.clock.install();
    await page.goto("/bitcoin-to-euro");
    await waitForHydration(page);
    let calls = 0;
    await page.route("**/api/prices/eur", (route) => {
      calls++;
      return route.fulfill({ contentType: "application/json", body: eur(65000.5) });
    });
    await page.clock.runFor(59_000);
    expect(calls).toBe(0);
    await page.clock.runFor(1_500);
    await expect(page.getByTestId("price")).toHaveText("65.000,50 €");
    expect(calls).toBe(1);
  });

  test("a failed fetch shows the error card, and Try Again recovers", async ({ page }) => {
    const card = await showPriceError(page);
    await page.unroute("**/api/prices/eur");
    await card.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByTestId("price")).toHaveText("61.234,75 €");
    await expect(card).toBeHidden();
  });

  test("one Try Again click is one request", async ({ page }) => {
    await page.goto("/bitcoin-to-euro");
    await waitForHydration(page);
    let calls = 0;
    await page.route("**/api/prices/eur", (route) => {
      calls++;
      return route.fulfill({ status: 500, body: "upstream down" });
    });
    await page.getByRole("button", { name: "Refresh price" }).click();
    const card = page.getByRole("alert").filter({ hasText: "Failed to load Bitcoin price data. Please try again." });
    await expect(card).toBeVisible();
    calls = 0;
    await card.getByRole("button", { name: "Try Again" }).click();
    await expect(card).toBeVisible();
    await expect.poll(() => calls).toBe(1);
    // Long enough for a second, automatic request to have been made.
    await page.waitForTimeout(1_500);
    expect(calls).toBe(1);
  });

  test("the error card stays while the minute's refresh tries again", async ({ page }) => {
    await page.clock.install();
    const card = await showPriceError(page);
    // The next answer is held, so the timed refresh is caught while it runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.unroute("**/api/prices/eur");
    await page.route("**/api/prices/eur", async (route) => {
      requested = true;
      await held;
      await route.fulfill({ contentType: "application/json", body: eur(64000) });
    });
    await page.clock.runFor(60_500);
    await expect.poll(() => requested).toBe(true);
    await expect(card).toBeVisible();
    await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0);
    release();
    await expect(page.getByTestId("price")).toHaveText("64.000,00 €");
  });

  test("the converter shows its own error box when our API fails", async ({ page }) => {
    await page.goto("/bitcoin-currency-conversion-calculator?currency=GBP");
    await waitForHydration(page);
    await page.route("**/api/prices/gbp", (route) => route.fulfill({ status: 503, body: "" }));
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByText("Failed to load Bitcoin price data. Please try again later.")).toBeVisible();
  });
});
