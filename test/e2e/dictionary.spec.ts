import { expect, test } from "#test/e2e/test.ts";
import { waitForHydration } from "#test/e2e/hydration.ts";

test.describe("the Bitcoin terms dictionary", () => {
  test("the filter narrows the terms", async ({ page, javaScriptEnabled }) => {
    await page.goto("/bitcoin-terms-dictionary");
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Bitcoin Terms Dictionary" })).toBeVisible();
    const filter = page.getByLabel("Filter terms");
    await filter.fill("mempool");
    if (!javaScriptEnabled) await filter.press("Enter");
    await expect(page.getByText(/\d+ of \d+ terms match/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Mempool" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Address" })).toHaveCount(0);
  });

  test("a deep link lands on its term", async ({ page }) => {
    await page.goto("/bitcoin-terms-dictionary#utxo");
    await expect(page.locator("article#utxo")).toBeInViewport();
  });
});
