import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

// The search dialog needs JavaScript; /search without it is in search.spec.ts.
test.describe("search dialog (JavaScript)", () => {
  test("the floating button opens the dialog; a typo still finds the tool", async ({ page }) => {
    await page.goto("/browse");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Search", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Type to search for tools, tags, or categories")).toBeVisible();
    await dialog.getByPlaceholder("Search tools, tags, categories...").fill("sparow");
    await dialog.getByRole("option", { name: /Sparrow Wallet/ }).click();
    await expect(page).toHaveURL(/\/tool\/sparrow-wallet$/);
    await expect(dialog).toBeHidden();
    await page.keyboard.press("Control+k");
    await expect(dialog.getByPlaceholder("Search tools, tags, categories...")).toHaveValue("");
  });

  test("Ctrl+K and the keyboard reach a tag", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("Control+k");
    const input = page.getByRole("combobox", { name: "Search tools, tags and categories" });
    await expect(input).toBeFocused();
    await input.fill("lightning");
    const dialog = page.getByRole("dialog", { name: "Search" });
    const tag = dialog.getByRole("option", { name: "#lightning" });
    await expect(tag).toBeVisible();
    const options = dialog.getByRole("option");
    const names = await options.allInnerTexts();
    const tagIndex = names.findIndex((n) => n.trim() === "#lightning");
    for (let i = 0; i <= tagIndex; i++) await input.press("ArrowDown");
    await expect(tag).toHaveAttribute("aria-selected", "true");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/tag\/lightning$/);
  });

  test("a category result, the clear button and the empty state", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("Control+k");
    const input = page.getByRole("combobox", { name: "Search tools, tags and categories" });
    // Letters no name resembles, not even the tags other suites leave in the shared test database.
    await input.fill("qxjvkwpqxj");
    await expect(page.getByText("No results found")).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(input).toHaveValue("");
    await expect(page.getByText("Type to search for tools, tags, or categories")).toBeVisible();
    await input.fill("mining");
    await page
      .getByRole("dialog", { name: "Search" })
      .getByRole("option", { name: /^Mining\s+\d+ tools?$/ })
      .click();
    await expect(page).toHaveURL(/\/category\/mining$/);
  });

  test("the query survives a reload", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "Search tools, tags and categories" }).fill("electrum");
    await expect(
      page
        .getByRole("dialog", { name: "Search" })
        .getByRole("option", { name: /Electrum/ })
        .first(),
    ).toBeVisible();
    await page.reload();
    // The dialog reopens from session storage once React runs; Escape needs its handlers.
    await waitForHydration(page);
    await expect(page.getByRole("combobox", { name: "Search tools, tags and categories" })).toHaveValue("electrum");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Search" })).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("dialog", { name: "Search" })).toBeHidden();
  });
});

test("the dialog hands its query to the home listing, which reads it once", async ({ page }) => {
  await page.goto("/browse");
  await waitForHydration(page);
  await page.keyboard.press("Control+k");
  await page.getByRole("combobox", { name: "Search tools, tags and categories" }).fill("wallet");
  await page.getByRole("button", { name: 'Show all tools matching "wallet"' }).click();
  await expect(page).toHaveURL(/\/\?q=wallet#tools$/);
  await expect(page.getByRole("search", { name: "Filter tools" }).getByLabel("Search")).toHaveValue("wallet");
  expect(await page.evaluate(() => sessionStorage.getItem("home-search"))).toBeNull();
  await page.goto("/");
  await expect(page.getByRole("search", { name: "Filter tools" }).getByLabel("Search")).toHaveValue("");
});
