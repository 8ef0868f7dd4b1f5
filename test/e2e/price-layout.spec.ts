// The large price figure stays one number on one line at phone width: it shrinks to fit its card
// rather than breaking between digits, and never pushes past the card or the screen. The fake
// upstreams price these currencies at their real magnitudes (IDR and VND past a billion, COP past
// 270 million), so the longest figures the site shows are the ones measured.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

const PRICE_PAGES = ["usd", "thb", "chf", "real", "zar", "czk", "ars", "naira", "myr", "vnd", "sar", "rupiah"];
const CONVERTER_CURRENCIES = ["COP", "CLP", "HUF", "PKR", "UAH", "IDR", "VND", "NGN"];

/** The figure's box against one line of its text, its card and the page. */
async function measure(price: Locator) {
  return price.evaluate((element) => {
    const style = getComputedStyle(element);
    const card = element.closest("section")!;
    const box = element.getBoundingClientRect();
    const cardBox = card.getBoundingClientRect();
    return {
      text: element.textContent ?? "",
      height: box.height,
      lineHeight: Number.parseFloat(style.lineHeight),
      fontSize: Number.parseFloat(style.fontSize),
      overflows: element.scrollWidth > element.clientWidth + 1,
      insideCard: box.left >= cardBox.left - 0.5 && box.right <= cardBox.right + 0.5,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

async function expectOneLine(page: Page, where: string, width: number) {
  const price = page.getByTestId("price");
  // Any script's digits: Saudi Arabia writes them in Arabic-Indic ones.
  await expect(price).toHaveText(/\p{Nd}/u);
  const m = await measure(price);
  expect(m.text.replace(/\P{Nd}/gu, "").length, `${where}: a large price`).toBeGreaterThanOrEqual(7);
  expect(m.height, `${where}: "${m.text}" on one line`).toBeLessThanOrEqual(m.lineHeight + 1);
  expect(m.overflows, `${where}: "${m.text}" fits its box`).toBe(false);
  expect(m.insideCard, `${where}: "${m.text}" inside its card`).toBe(true);
  expect(m.pageWidth, where).toBeLessThanOrEqual(width);
  // Still the large figure, not shrunk to body text.
  expect(m.fontSize, where).toBeGreaterThanOrEqual(18);
}

for (const width of [375, 768, 1280]) {
  test.describe(`the price figure at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // Twelve pages, one after another.
    test.setTimeout(120_000);

    test("each long price page shows its price on one line inside its card", async ({ page }) => {
      for (const slug of PRICE_PAGES) {
        await page.goto(`/bitcoin-to-${slug}`);
        await expectOneLine(page, `/bitcoin-to-${slug}`, width);
      }
    });

    test("the converter shows a long price on one line inside its card", async ({ page, javaScriptEnabled }) => {
      for (const code of CONVERTER_CURRENCIES) {
        await page.goto(`/bitcoin-currency-conversion-calculator?currency=${code}`);
        if (javaScriptEnabled) await waitForHydration(page);
        await expectOneLine(page, `converter ${code}`, width);
      }
    });
  });
}
