import type { Page } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  const response = await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
  return response;
}

test.describe("the Bitcoin terms dictionary", () => {
  test("Back to top is a target of 24 px or more at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/bitcoin-terms-dictionary");
    const backToTop = page.locator("#letter-S").getByRole("link", { name: "Back to top" });
    const box = await backToTop.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
  });

  test("the filter narrows the term names", async ({ page, javaScriptEnabled }) => {
    await open(page, "/bitcoin-terms-dictionary", javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Bitcoin Terms Dictionary" })).toBeVisible();
    const main = page.getByRole("main");
    const filter = page.getByLabel("Filter terms");
    await filter.fill("mempool");
    if (!javaScriptEnabled) await filter.press("Enter");
    await expect(page.getByText(/\d+ of \d+ terms match/)).toBeVisible();
    await expect(main.getByRole("link", { name: "Mempool", exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Address", exact: true })).toHaveCount(0);
  });

  test("Filter asks the server, which finds a word that is only in a definition", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, "/bitcoin-terms-dictionary", javaScriptEnabled);
    const main = page.getByRole("main");
    await page.getByLabel("Filter terms").fill("malware");
    // Typing narrows the names only; no name holds the word.
    if (javaScriptEnabled) await expect(page.getByText("Filter searches the definitions too")).toBeVisible();
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(/\?q=malware$/);
    await expect(main.getByRole("link", { name: "Hardware Wallet", exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+ of \d+ terms match$/)).toBeVisible();
  });

  test("a term's name opens its page, which leads on to the next term and back", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, "/bitcoin-terms-dictionary", javaScriptEnabled);
    await page.getByRole("main").getByRole("link", { name: "Unspent Transaction Output (UTXO)", exact: true }).click();
    await expect(page).toHaveURL(/\/bitcoin-terms-dictionary\/utxo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Unspent Transaction Output (UTXO)" })).toBeVisible();
    await expect(page.getByText(/^A chunk of bitcoin that has been received and not yet spent/)).toBeVisible();
    await expect(page).toHaveTitle(/^Unspent Transaction Output \(UTXO\) \| Bitcoin Terms Dictionary \| /);

    await page.getByRole("link", { name: /^Next:/ }).click();
    await expect(page).toHaveURL(/\/bitcoin-terms-dictionary\/(?!utxo)[a-z0-9-]+$/);
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Bitcoin Terms Dictionary" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Bitcoin Terms Dictionary" })).toBeVisible();
  });

  test("an address with a term's anchor, /bitcoin-terms-dictionary#utxo, stays on the index at that term", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/learning-resources");
    // With JavaScript the anchor's case does not matter; without, the browser finds the id as written.
    await page.goto(`/bitcoin-terms-dictionary#${javaScriptEnabled ? "UTXO" : "utxo"}`);
    await expect(page).toHaveURL(/\/bitcoin-terms-dictionary#utxo$/);
    const entry = page.locator("#utxo");
    await expect(entry.getByRole("link", { name: "Unspent Transaction Output (UTXO)", exact: true })).toHaveAttribute(
      "href",
      "/bitcoin-terms-dictionary/utxo",
    );
    await expect(entry.getByText(/^A chunk of bitcoin that has been received and not yet spent/)).toBeInViewport();
    // Just below the sticky letter bar, not under it.
    const bar = page.getByRole("navigation", { name: "Jump to letter" });
    await expect
      .poll(async () => {
        const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom);
        const top = await entry.evaluate((el) => el.getBoundingClientRect().top);
        return top >= barBottom && top < barBottom + 40;
      })
      .toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: "Bitcoin Terms Dictionary" })).toHaveCount(1);
  });

  test("an unknown term is the site's not-found page, with a way back to the dictionary", async ({
    page,
    javaScriptEnabled,
  }) => {
    const response = await open(page, "/bitcoin-terms-dictionary/no-such-term", javaScriptEnabled);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Term Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Browse the Dictionary" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bitcoin Terms Dictionary" })).toBeVisible();
  });
});
