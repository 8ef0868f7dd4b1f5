// The site's links (app/components/Link.tsx) are plain anchors that one listener on the document
// turns into client-side navigations: a click opens the next page without loading a document, and
// Back returns; a click meant for a new tab is left to the browser.
import type { Page } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

/** Marks the window: the mark survives client-side navigations and is lost when a document loads. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
const stillTheSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

test("menu, footer and dictionary links open their pages without loading a document, and Back returns", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await markWindow(page);

  await page.getByRole("navigation", { name: "Main" }).getByText("Browse", { exact: true }).click();
  const category = page.getByRole("menu", { name: "Categories" }).getByRole("menuitem").first();
  const categoryName = (await category.textContent())!.trim();
  await category.click();
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(categoryName);

  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(categoryName);
  expect(await stillTheSameWindow(page)).toBe(true);

  // The dictionary's entries are links whose route React Router finds on the click rather than ahead.
  await page.goto("/bitcoin-terms-dictionary");
  await waitForHydration(page);
  await markWindow(page);
  const entries = await page.locator(".term-list > li").count();
  expect(entries).toBeGreaterThan(100);
  const entry = page.locator(".term-list h3 a").first();
  const term = (await entry.textContent())!.trim();
  await entry.click();
  await expect(page).toHaveURL(/\/bitcoin-terms-dictionary\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(term);

  // Hydration kept the server's entries and footer as sent (StaticMarkup); rendered by the browser
  // after a navigation, they are whole too, and the filter still narrows them.
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Bitcoin Terms Dictionary" })
    .click();
  await expect(page.locator(".term-list > li")).toHaveCount(entries);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "BTC to EUR" })).toBeVisible();
  await page.getByLabel("Filter terms").fill("lightning");
  await expect(page.locator(".term-list h3 a").first()).toContainText(/lightning/i);
  expect(await page.locator(".term-list > li").count()).toBeLessThan(entries);
  expect(await stillTheSameWindow(page)).toBe(true);
});

test("a link opened in a new tab leaves the page where it was", async ({ page, context }) => {
  await page.goto("/");
  await waitForHydration(page);
  const opened = context.waitForEvent("page");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Contact" })
    .click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/contact$/);
  await expect(page).toHaveURL(/\/$/);
  await tab.close();
});
