// An editor reads the catalogue's coverage and follows a count to the tools behind it, with
// JavaScript on and off.
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, test } from "#test/support/e2e/test.ts";

test.describe.configure({ timeout: 90_000 });

test("an editor follows a category's count of tools without a logo to the tool list filtered the same way", async ({
  page,
  javaScriptEnabled,
}) => {
  await signInAsNewAdmin(page);
  await page.goto("/admin/coverage");
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Coverage" })).toBeVisible();
  const wallets = page.getByRole("row", { name: /^Bitcoin Wallets / });
  const missing = wallets.getByRole("link", { name: /: tools without a logo in Bitcoin Wallets$/ });
  const count = Number(/\((\d+) missing\)/.exec((await missing.textContent())!)![1]);
  expect(count).toBeGreaterThan(0);
  await missing.click();

  await expect(page).toHaveURL(/\/admin\/tools\?status=published&category=bitcoin-wallets&gap=no-logo$/);
  await expect(page.getByLabel("Data gap")).toHaveValue("no-logo");
  await expect(page.getByText(new RegExp(`(^| of )${count} tools?$`)).first()).toBeVisible();
});
