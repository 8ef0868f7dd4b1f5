// The header's menus and the converter's currency list answer the keyboard as WAI-ARIA menu
// buttons do. (Without JavaScript they are <details>: header-menus.spec.ts.)
import type { Page } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInByLink } from "#test/support/e2e/sign-in-helper.ts";

test.use({ viewport: { width: 1280, height: 800 } });

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const expectFocusOn = async (page: Page, text: string) => expect.poll(() => focusedText(page)).toBe(text);

test("the Browse menu: open, arrows, Home, End, type-ahead, Escape and Tab", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const button = nav.locator("summary").filter({ hasText: "Browse" });
  const menu = nav.getByRole("menu", { name: "Categories" });
  await expect(button).toHaveAttribute("aria-haspopup", "menu");

  await button.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  // The 21 seeded categories, then "All categories". Other tests may add categories to the shared
  // database, so the expected focus is read from the list itself.
  const items = (await menu.getByRole("menuitem").allTextContents()).map((text) => text.trim());
  expect(items.length).toBeGreaterThanOrEqual(22);
  expect(items).toContain("Analytics");
  const [first, second] = items as [string, string];
  const last = items.at(-1)!;
  expect(last).toBe("All categories");
  const nextStartingWith = (after: string, prefix: string) => {
    const from = items.indexOf(after);
    const order = [...items.slice(from + 1), ...items.slice(0, from + 1)];
    return order.find((text) => text.toLowerCase().startsWith(prefix))!;
  };

  await expectFocusOn(page, first);
  await page.keyboard.press("ArrowDown");
  await expectFocusOn(page, second);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expectFocusOn(page, last);
  await page.keyboard.press("ArrowDown");
  await expectFocusOn(page, first);
  await page.keyboard.press("End");
  await expectFocusOn(page, last);
  await page.keyboard.press("Home");
  await expectFocusOn(page, first);

  // Type-ahead: a letter goes to the next item starting with it, the same letter again to the one after.
  const firstM = nextStartingWith(first, "m");
  await page.keyboard.press("m");
  await expectFocusOn(page, firstM);
  await page.keyboard.press("m");
  await expectFocusOn(page, nextStartingWith(firstM, "m"));
  // After a second the typed letters are forgotten: "b", then "bi" within the second.
  await page.waitForTimeout(1_100);
  const firstB = nextStartingWith(nextStartingWith(firstM, "m"), "b");
  await page.keyboard.press("b");
  await expectFocusOn(page, firstB);
  await page.keyboard.press("i");
  await expectFocusOn(page, nextStartingWith(items[items.indexOf(firstB) - 1]!, "bi"));

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("ArrowUp");
  await expectFocusOn(page, "All categories");
  await page.keyboard.press("Escape");
  await page.keyboard.press(" ");
  await expectFocusOn(page, first);

  // Tab leaves the menu for the next control, and the menu closes behind it.
  await page.keyboard.press("Tab");
  await expect(nav.locator("summary").filter({ hasText: "Conversions" })).toBeFocused();
  await expect(menu).toBeHidden();

  // Enter on an item follows it. (Opening forgets the letters typed before.)
  await page.keyboard.press("Shift+Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expectFocusOn(page, first);
  const firstY = nextStartingWith(first, "y");
  const href = await menu.getByRole("menuitem", { name: firstY, exact: true }).getAttribute("href");
  await page.keyboard.press("y");
  await expectFocusOn(page, firstY);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("a menu whose list scrolls is left by Tab for the next control, and by Shift+Tab for its button", async ({
  page,
}) => {
  // On a short window the categories scroll inside the menu.
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto("/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const button = nav.locator("summary").filter({ hasText: "Browse" });
  const menu = nav.getByRole("menu", { name: "Categories" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(nav.locator("summary").filter({ hasText: "Conversions" })).toBeFocused();
  await expect(menu).toBeHidden();

  await button.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Shift+Tab");
  await expect(button).toBeFocused();
  await expect(menu).toBeHidden();
});

test("a menu closes when focus leaves it by a click elsewhere", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.locator("summary").filter({ hasText: "Resources" }).focus();
  await page.keyboard.press("ArrowDown");
  const menu = nav.getByRole("menu", { name: "Resources" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.getByRole("heading", { level: 1 }).first().click();
  await expect(menu).toBeHidden();
});

test("the Profile menu works from the keyboard", async ({ page }) => {
  await signInByLink(page, `keyboard-${Date.now()}@example.com`);
  await page.goto("/");
  await waitForHydration(page);
  const button = page.getByRole("banner").locator("summary").filter({ hasText: "Profile" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  const menu = page.getByRole("menu", { name: "Account" });
  await expect(menu.getByRole("menuitem")).toHaveText(["Profile", "Sign out"]);
  await expectFocusOn(page, "Profile");
  await page.keyboard.press("ArrowDown");
  await expectFocusOn(page, "Sign out");
  await page.keyboard.press("ArrowDown");
  await expectFocusOn(page, "Profile");
  await page.keyboard.press("s");
  await expectFocusOn(page, "Sign out");
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
  await expect(menu).toBeHidden();
});

test("the converter's currency list opens at the chosen currency and takes typed letters", async ({ page }) => {
  await page.goto("/bitcoin-currency-conversion-calculator?currency=EUR");
  await waitForHydration(page);
  const button = page.locator("summary").filter({ hasText: "Euro (EUR)" });
  await expect(button).toHaveAttribute("aria-haspopup", "menu");
  await button.focus();
  await page.keyboard.press("Enter");
  const list = page.getByRole("menu", { name: "Currencies" });
  await expect(list.getByRole("menuitemradio")).toHaveCount(50);
  await expect(list.getByRole("menuitemradio", { name: "Euro (EUR)" })).toHaveAttribute("aria-checked", "true");
  await expectFocusOn(page, "Euro (EUR)");
  await page.keyboard.press("End");
  await expect(list.getByRole("menuitemradio").last()).toBeFocused();
  await page.keyboard.press("j");
  await expectFocusOn(page, "Japanese Yen (JPY)");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/currency=JPY/);
  await expect(page.getByRole("heading", { name: "Bitcoin to JPY Converter" })).toBeVisible();
});
