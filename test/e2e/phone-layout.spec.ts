import { expect, test } from "#test/support/e2e/test.ts";
import type { Locator } from "@playwright/test";
import { signInByLink } from "#test/support/e2e/sign-in-helper.ts";

// One page of each kind; the home page and /category/analytics hold the longest tool name.
const PAGES = [
  "/",
  "/browse",
  "/category/analytics",
  "/tag/analytics",
  "/tool/bitcoin-core",
  "/blog",
  "/blog/how-to-choose-a-bitcoin-wallet",
  "/bitcoin-terms-dictionary",
  "/bitcoin-terms-dictionary/asic",
  "/learning-resources",
  "/bitcoin-etfs",
  "/bitcoin-to-euro",
  "/bitcoin-to-philippine-peso-php",
  "/bitcoin-currency-conversion-calculator",
  "/bitcoin-price-history?currency=GBP&date=2026-01-15",
  "/topics",
  "/search?q=wallet",
  "/compare?tools=bitcoin-core,sparrow-wallet",
  "/contact",
  "/submit",
  "/sign-in",
  "/sitemap",
];

test.describe("pages at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of PAGES) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }

  test("a tool card shows its whole long name inside the card", async ({ page }) => {
    await page.goto("/category/analytics");
    const name = page.getByRole("link", { name: "Cambridge Bitcoin Electricity Consumption Index" });
    const card = page.locator("article").filter({ has: name });
    const nameBox = (await name.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.x).toBeGreaterThanOrEqual(0);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(375);
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    // Not cut short with an ellipsis either.
    expect(await name.evaluate((link) => link.parentElement!.scrollWidth <= link.parentElement!.clientWidth)).toBe(
      true,
    );
  });
});

test.describe("the ETF comparison on a phone and on a desktop", () => {
  /** Shown, and not pushed off the right edge of a 375 px screen. */
  const onScreen = async (locator: Locator) => {
    await expect(locator).toBeVisible();
    const box = (await locator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  };
  const labelled = async (card: Locator, label: string, value: string | RegExp) => {
    const term = card.locator("dt", { hasText: label });
    const description = term.locator("xpath=following-sibling::dd[1]");
    await onScreen(term);
    await onScreen(description);
    await expect(description).toHaveText(value);
  };

  test("at 375 px each fund is a card showing AUM, fee and change with their labels", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/bitcoin-etfs");
    await expect(page.getByRole("table")).toBeHidden();
    const cards = page.locator("[data-fund]");
    await expect(cards).toHaveCount(13);
    const ibit = page.locator('[data-fund="IBIT"]');
    await ibit.scrollIntoViewIfNeeded();
    await expect(ibit.getByRole("heading", { name: "iShares Bitcoin Trust ETF" })).toBeVisible();
    await labelled(ibit, "Ticker Symbol", "IBIT");
    await labelled(ibit, "Asset Manager", "BlackRock (iShares)");
    // Each figure says the day it is true on (and the quote's day, once quoted).
    await labelled(ibit, "Assets Under Management (AUM)", /^\$\d+(\.\d\d)? billion(as of|on) /);
    await labelled(ibit, "Bitcoin Held", /^(≈ [\d,]+ BTCestimated|[\d,]+ BTCas of|Not known)/);
    await labelled(ibit, "Price Change", /^(N\/A|[+-]\d+\.\d\d%|API limit reached)/);
    await labelled(ibit, "Expense Ratio", /^0\.25%as of /);
    await labelled(ibit, "Type", "Spot");
    await labelled(ibit, "Exchange", "Nasdaq");
    await labelled(ibit, "First Trading Day", "Jan 11, 2024");
    await onScreen(ibit.getByText(/^Notes:/));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("at 1280 px the funds are one table and the cards are hidden", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/bitcoin-etfs");
    const table = page.getByRole("table", { name: "Bitcoin ETFs compared" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Assets Under Management (AUM)" })).toBeVisible();
    await expect(page.locator("[data-fund]").first()).toBeHidden();
  });
});

test.describe("the profile's header on small phones", () => {
  for (const width of [320, 375]) {
    test(`at ${width} px, Edit Profile sits apart from the name and the address`, async ({ page }, testInfo) => {
      const stamp = `${testInfo.project.name.replace("-", "")}${width}${Date.now() % 1e6}`;
      // Signed in at the desktop width, where the header shows Submit once signed in.
      await signInByLink(page, `a-rather-long-address-${stamp}@example.com`);
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/profile");
      const edit = await page.getByRole("link", { name: "Edit Profile" }).boundingBox();
      const main = page.getByRole("main");
      for (const text of [main.getByRole("heading", { level: 1 }), main.getByText(`a-rather-long-address-${stamp}@`)]) {
        const box = (await text.boundingBox())!;
        const overlaps =
          box.x < edit!.x + edit!.width &&
          edit!.x < box.x + box.width &&
          box.y < edit!.y + edit!.height &&
          edit!.y < box.y + box.height;
        expect(overlaps).toBe(false);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
