// With JavaScript, a click on a link of any public page type opens the next page in the same
// document: React Router fetches the next page's data, and no document loads. (The site's links are plain
// anchors that one listener turns into client-side navigations, app/components/Link.tsx.)
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

const PAGE_TYPES: [name: string, path: string][] = [
  ["the home page", "/"],
  ["the browse page", "/browse"],
  ["a category", "/category/bitcoin-wallets"],
  ["a tag", "/tag/open%20source"],
  ["a tool", "/tool/sparrow-wallet"],
  ["a tool's alternatives", "/tool/sparrow-wallet/alternatives"],
  ["the blog", "/blog"],
  ["a post", "/blog/how-to-choose-a-bitcoin-wallet"],
  ["the dictionary", "/bitcoin-terms-dictionary"],
  ["a dictionary term", "/bitcoin-terms-dictionary/utxo"],
  ["the learning resources", "/learning-resources"],
  ["a price page", "/bitcoin-to-euro"],
  ["the price index", "/bitcoin-prices"],
  ["the converter", "/bitcoin-currency-conversion-calculator"],
  ["the ETF comparison", "/bitcoin-etfs"],
  ["the sign-in page", "/sign-in"],
  ["the contact page", "/contact"],
  ["the submit page", "/submit"],
];

for (const [name, path] of PAGE_TYPES) {
  test(`from ${name}, a link opens the next page without loading a document`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

    await page.getByRole("contentinfo").getByRole("link", { name: "Open data", exact: true }).click();

    await expect(page).toHaveURL(/\/open-data$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  });
}
