import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

test("after Back, the search box shows the address's search text again", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const form = page.getByRole("search", { name: "Filter tools" });
  await form.getByLabel("Category", { exact: true }).selectOption({ label: "Bitcoin Wallets" });
  await expect(page).toHaveURL(/\?category=bitcoin-wallets$/);
  await form.getByLabel("Search").fill("sparrow");
  await expect(page).toHaveURL(/q=sparrow/);
  await expect(page.locator("#tools article h3 a")).toHaveText(["Sparrow Wallet"]);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "All Tools" })).toBeVisible();
  await expect(form.getByLabel("Search")).toHaveValue("");
});
