import { expect, test } from "#test/support/e2e/test.ts";

test("without JavaScript the button leads to /search, whose form finds tools, tags and categories", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("link", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  const main = page.getByRole("main");
  await main.getByLabel("Search tools, tags and categories").fill("wallet");
  await main.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=wallet$/);
  await expect(main.getByRole("heading", { name: "Categories" })).toBeVisible();
  await page
    .getByRole("link", { name: /Bitcoin Wallets/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/category\/bitcoin-wallets$/);
  await context.close();
});
