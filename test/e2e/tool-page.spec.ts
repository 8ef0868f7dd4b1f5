import { expect, test } from "#test/support/e2e/test.ts";

test("from a search result to a tool page and on to a topic", async ({ page }) => {
  await page.goto("/?q=sparrow");
  await page.locator("#tools").getByRole("link", { name: "Sparrow Wallet", exact: true }).click();
  await expect(page).toHaveURL(/\/tool\/sparrow-wallet$/);
  await expect(page).toHaveTitle("Bitcoin Tools Directory | Sparrow Wallet");
  await expect(page.getByRole("heading", { level: 1, name: "Sparrow Wallet" })).toBeVisible();
  const visit = page.getByRole("link", { name: /Visit Website/ });
  await expect(visit).toHaveAttribute("target", "_blank");
  await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("heading", { name: "Key Features" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Share on Hacker News" })).toHaveAttribute(
    "href",
    /news\.ycombinator\.com\/submitlink\?u=.*sparrow-wallet/,
  );
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Browse Tools" })).toHaveAttribute("href", "/browse");
  await page.getByRole("link", { name: "#multisig" }).click();
  await expect(page).toHaveURL(/\/tag\/multisig$/);
  await expect(page.getByRole("heading", { level: 1, name: "#multisig" })).toBeVisible();
});

test("an unknown tool answers 404 with 'Tool Not Found'", async ({ page }) => {
  const response = await page.goto("/tool/not-a-real-tool");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Tool Not Found" })).toBeVisible();
});
