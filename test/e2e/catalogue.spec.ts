import { expect, test } from "#test/support/e2e/test.ts";
import type { Page, TestInfo } from "@playwright/test";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

const jsOff = (testInfo: TestInfo) => testInfo.project.name === "js-off";

/** With JavaScript the form applies itself; without it the visitor presses Apply. */
async function choose(page: Page, testInfo: TestInfo, label: string, value: string) {
  const form = page.getByRole("search", { name: "Filter tools" });
  await form.getByLabel(label, { exact: true }).selectOption({ label: value });
  if (jsOff(testInfo)) await form.getByRole("button", { name: "Apply filters" }).click();
}

/** The home page, ready for its filters: with JavaScript they apply themselves once it has hydrated. */
async function openHome(page: Page, testInfo: TestInfo) {
  await page.goto("/");
  if (!jsOff(testInfo)) await waitForHydration(page);
}

const toolCards = (page: Page) => page.locator("#tools article h3 a");

/** The listing once a navigation has rendered (the URL changes a moment before the new cards show). */
async function settledCards(page: Page): Promise<string[]> {
  await expect(page.locator('#tools [aria-busy="true"]')).toHaveCount(0);
  return toolCards(page).allInnerTexts();
}

test("filter, sort and page through the home listing, then go back", async ({ page }, testInfo) => {
  await openHome(page, testInfo);
  await choose(page, testInfo, "Category", "Bitcoin Wallets");
  await expect(page).toHaveURL(/category=bitcoin-wallets/);
  await choose(page, testInfo, "Sort", "Name (A-Z)");
  await expect(page).toHaveURL(/sort=asc/);
  const firstPage = await settledCards(page);
  expect(firstPage.length).toBe(30);
  expect(firstPage).toEqual([...firstPage].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  const secondPage = await settledCards(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage[0]).not.toBe(firstPage[0]);
  await expect(page.getByRole("navigation", { name: "Pagination" }).locator('[aria-current="page"]')).toHaveText(
    "Page 2",
  );

  await choose(page, testInfo, "Lightning", "Supports Lightning");
  await expect(page).toHaveURL(/lightning=yes/);
  await expect(page).not.toHaveURL(/page=2/);

  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByLabel("Lightning", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("bitcoin-wallets");
});

test("search by name from the filter bar", async ({ page }, testInfo) => {
  await openHome(page, testInfo);
  const search = page.getByRole("search", { name: "Filter tools" }).getByLabel("Search");
  await search.fill("sparrow");
  if (jsOff(testInfo)) await search.press("Enter");
  await expect(page).toHaveURL(/q=sparrow/);
  await expect(toolCards(page)).toHaveText(["Sparrow Wallet"]);
  await search.fill("no tool is called this");
  if (jsOff(testInfo)) await search.press("Enter");
  await expect(page.getByText("No tools found. Try adjusting your search criteria.")).toBeVisible();
});

test("browse to a category and page through it", async ({ page }) => {
  await page.goto("/browse");
  await expect(page.getByRole("heading", { level: 1, name: "Browse Bitcoin Tools" })).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: /Development & Infrastructure/ })
    .click();
  await expect(page).toHaveURL(/\/category\/development-infrastructure$/);
  await expect(page.getByText("Showing all tools in Development & Infrastructure")).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(9);
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2$/);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/browse$/);
});

test("a missing category slug lands on /browse with the Invalid Category message", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/category");
  // With JavaScript the notice becomes a toast and leaves the address.
  await expect(page).toHaveURL(javaScriptEnabled ? /\/browse$/ : /\/browse\?notice=invalid-category$/);
  await expect(page.getByText("Invalid Category")).toBeVisible();
  await expect(page.getByText("The requested category could not be found.")).toBeVisible();
});

test("topics by letter lead to a tag page", async ({ page }) => {
  await page.goto("/topics");
  await page
    .getByRole("navigation", { name: "Filter topics by first letter" })
    .getByRole("link", { name: "L", exact: true })
    .click();
  await expect(page).toHaveURL(/\/topics\/l$/);
  await page.getByRole("link", { name: /#lightning/ }).click();
  await expect(page).toHaveURL(/\/tag\/lightning$/);
  await expect(page.getByRole("heading", { level: 1, name: "#lightning" })).toBeVisible();
  await expect(page.getByText("Showing all tools tagged with #lightning")).toBeVisible();
});

test("filter by a Bitcoin fact under More Bitcoin filters, then read its source on the tool page", async ({
  page,
}, testInfo) => {
  await openHome(page, testInfo);
  await page.getByText("More Bitcoin filters").click();
  await choose(page, testInfo, "Hardware signers", "NFC");
  await expect(page).toHaveURL(/signer=nfc/);
  await choose(page, testInfo, "Bitcoin-only", "Not Bitcoin-only");
  await expect(page).toHaveURL(/bitcoin_only=no/);
  expect(await settledCards(page)).toEqual(["Satochip"]);

  // The chosen facts keep the disclosure open, and the address reads back into it.
  await choose(page, testInfo, "Bitcoin-only", "Bitcoin-only");
  await expect(page).toHaveURL(/bitcoin_only=yes/);
  const cards = await settledCards(page);
  expect(cards).toContain("Sparrow Wallet");
  expect(cards).not.toContain("Satochip");
  await expect(page.getByLabel("Hardware signers", { exact: true })).toHaveValue("nfc");

  await page.locator("#tools").getByRole("link", { name: "Sparrow Wallet" }).click();
  const facts = page.getByRole("region", { name: "At a glance" });
  await expect(facts).toContainText("Hardware signersUSB, QR, NFC, File");
  await expect(facts.getByRole("link", { name: "Source for Bitcoin-only" })).toHaveAttribute(
    "href",
    /github\.com\/thebitcoinhole\/database\/.*sparrow\.json$/,
  );
  await expect(facts).toContainText("Facts last verified November 22, 2026");
});
