import { expect, test } from "#test/support/e2e/test.ts";

test("a shared comparison URL renders on the server, and Remove works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/compare?tools=sparrow-wallet,electrum,bitcoin-core");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(3);
  await expect(table.getByRole("columnheader", { name: /Sparrow Wallet/ })).toBeVisible();
  await page.getByRole("link", { name: "Remove Electrum from the comparison" }).click();
  await expect(page).toHaveURL(/\/compare\?tools=sparrow-wallet,bitcoin-core$/);
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  await context.close();
});
