import { expect, test } from "#test/support/e2e/test.ts";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin, signInByLink } from "#test/support/e2e/sign-in-helper.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";

// axe runs a script in the page, so these run with JavaScript on (playwright.config.ts).
// Toasts fade in; axe must see them as they stay, not halfway through the animation.
test.use({ reducedMotion: "reduce" });

test.describe("accessibility", () => {
  for (const path of [
    "/",
    "/404",
    "/compare?tools=sparrow-wallet,electrum",
    "/sitemap",
    "/search?q=wallet",
    "/tool/sparrow-wallet",
    "/tool/nope",
    "/tool/sparrow-wallet/report",
    "/tool/sparrow-wallet/alternatives",
    "/browse",
    "/category/mining",
    "/tag/lightning",
    "/tag",
    "/topics/l",
    "/category/nope",
    "/bitcoin-to-euro",
    "/bitcoin-to-usd",
    "/bitcoin-prices",
    "/bitcoin-to-sar?btc=0.25",
    "/bitcoin-currency-conversion-calculator?currency=HRK",
    "/bitcoin-price-history?currency=GBP&date=2026-01-15",
    "/bitcoin-terms-dictionary",
    "/bitcoin-terms-dictionary?q=malware",
    "/bitcoin-terms-dictionary/utxo",
    "/bitcoin-terms-dictionary/multisig",
    "/bitcoin-terms-dictionary/no-such-term",
    "/bitcoin-etfs",
    "/sign-in",
    "/sign-in?notice=sign-in-to-bookmark",
    "/learning-resources",
    "/open-data",
    "/changes",
    "/submit?dialog=email",
    "/blog",
    "/blog?category=nope",
    "/blog/how-to-choose-a-bitcoin-wallet",
    "/blog/no-such-post",
    "/newsletter",
    "/newsletter/confirm?email=nobody%40example.com",
  ]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("axe finds no violations with the drawer open at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByLabel("Menu").click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("axe finds no violations in the open search dialog with results", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.keyboard.press("Control+k");
  await page.getByRole("combobox", { name: "Search tools, tags and categories" }).fill("wallet");
  await expect(page.getByRole("dialog", { name: "Search" }).getByRole("option").first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("axe finds no violations for a signed-in admin: the open account menu, a tool page, /admin, /submit and the profile dialog", async ({
  page,
}) => {
  // Five pages, each analysed in full.
  test.slow();
  await signInByLink(page, "e2e-admin@example.com");
  await page.getByRole("banner").locator("summary", { hasText: "Profile" }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/tool/sparrow-wallet");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/admin");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/submit");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/profile");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Edit Profile" }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test("axe finds no violations on /contact with its captcha, and after a refused message", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  // The captcha loads once the visitor starts on the form.
  await page.getByRole("main").getByLabel("Name").click();
  await expect(page.getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("checkbox", { name: "I'm not a robot" }).click({ force: true });
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled({ timeout: 15_000 });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("axe finds no violations on the admin's reports queue and a report's page", async ({ page }) => {
  const id = await withDatabase(async (sql) => {
    const [row] = await sql<{ id: string }[]>`INSERT INTO tool_reports (tool_id, kind, message, email)
      SELECT id, 'broken_link', 'Its download link is broken.', 'reader@example.com' FROM tools
      WHERE slug = 'sparrow-wallet' RETURNING id`;
    return row!.id;
  });
  await signInAsNewAdmin(page);
  await page.goto("/admin/reports");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/admin/reports/${id}`);
  expect(await axeViolations(page)).toEqual([]);
});

test("axe finds no violations on the admin's coverage page and review queue", async ({ page }) => {
  await signInAsNewAdmin(page);
  await page.goto("/admin/coverage");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/admin/reviews");
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("axe finds no violations on a search that names an ended tool, and on that tool's page", async ({ page }) => {
  await page.goto("/?q=samourai");
  await expect(page.getByText("1 discontinued tool also matches:")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/tool/samourai-wallet");
  expect(await axeViolations(page)).toEqual([]);
});
