import { expect, test } from "#test/support/e2e/test.ts";

// The menus' entries are links, and menu items once JavaScript runs: they are found by their text.
test.describe("site shell", () => {
  test("the home page renders the header and the footer", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /home/i })).toBeVisible();
    const nav = header.getByRole("navigation", { name: "Main" });
    await expect(nav.getByText("Browse", { exact: true })).toBeVisible();
    await expect(nav.getByText("Conversions", { exact: true })).toBeVisible();
    await expect(nav.locator("summary").getByText("Resources", { exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contact" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Categories" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Trading & Exchange" })).toHaveAttribute(
      "href",
      "/category/trading-exchange",
    );
    await expect(footer.getByRole("link", { name: "BTC to EUR" })).toHaveAttribute("href", "/bitcoin-to-euro");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("the Browse menu lists every category by name, then all categories, and navigates", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Browse", { exact: true }).click();
    const links = nav.locator('a[href^="/category/"]');
    await expect(links.first()).toBeVisible();
    const names = await links.allInnerTexts();
    expect(names).toEqual(
      expect.arrayContaining(["Banking", "Bitcoin Wallets", "Insurance", "Mortgages", "Remittances", "Yield"]),
    );
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    await expect(nav.getByText("All categories", { exact: true })).toHaveAttribute("href", "/browse");
    await nav.getByText("Mining", { exact: true }).click();
    await expect(page).toHaveURL(/\/category\/mining$/);
  });

  test("the Conversions and Resources menus hold their links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Conversions", { exact: true }).click();
    await expect(nav.getByText("INR", { exact: true })).toHaveAttribute("href", "/bitcoin-to-rupee");
    await expect(nav.locator('a[href^="/bitcoin-to-"]')).toHaveCount(24);
    await nav.locator("summary").getByText("Resources", { exact: true }).click();
    await expect(nav.locator('a[href="/bitcoin-terms-dictionary"]').filter({ visible: true })).toContainText(
      "Glossary of Bitcoin terminology",
    );
  });

  test("an unknown URL answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole("link", { name: "Return to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("mobile drawer at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, lists categories in the accordion, and closes when an item is chosen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByLabel("Menu").click();
    const drawer = page.getByRole("navigation", { name: "Main" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Topics" })).toBeVisible();
    await drawer.getByText("Browse", { exact: true }).click();
    const list = drawer.locator("ul").first();
    const box = await list.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(740 * 0.4 + 1);
    await drawer.getByText("Bitcoin Wallets", { exact: true }).click();
    await expect(page).toHaveURL(/\/category\/bitcoin-wallets$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("holds a visitor's entries, with Conversions and Submit", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Menu").click();
    const drawer = page.getByRole("navigation", { name: "Main" });
    await expect(drawer).toBeVisible();
    // The drawer is the header's one navigation; what only the wide header shows is hidden here.
    const entries = drawer
      .locator(":scope > details > summary, :scope > div > h2, :scope > div li a, :scope > a")
      .filter({ visible: true });
    expect((await entries.allTextContents()).map((text) => text.trim())).toEqual([
      "Browse",
      "Conversions",
      "Resources",
      "Bitcoin Dictionary",
      "Bitcoin ETFs",
      "Blog",
      "Learning Resources",
      "Topics",
      "Contact",
      "Sign In",
      "Submit",
    ]);
    await expect(drawer.getByRole("link", { name: "Submit" })).toHaveAttribute("href", "/submit");
    await expect(drawer.getByRole("link", { name: "Submit" })).toBeInViewport();

    await drawer.getByText("Conversions", { exact: true }).click();
    const conversions = drawer.locator('a[href^="/bitcoin-to-"]');
    await expect(conversions).toHaveCount(24);
    await expect(drawer.getByText("INR", { exact: true })).toHaveAttribute("href", "/bitcoin-to-rupee");
    await drawer.getByText("EUR", { exact: true }).click();
    await expect(page).toHaveURL(/\/bitcoin-to-euro$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bitcoin to Euro (EUR)");
  });
});
