// A page's head carries only the rules that page uses; with JavaScript the browser links the whole
// stylesheet once the page runs, so the pages it then renders itself are styled too.
import { expect, test } from "#test/support/e2e/test.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("with JavaScript a page reached by a client-side navigation has the rules the first page lacked", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const inlined = await page.locator("style#site-stylesheet").evaluate((style) => style.textContent ?? "");
  expect(inlined).toContain(".tool-card{");
  expect(inlined).not.toContain(".scroll-cue");
  expect(inlined).not.toContain(".rich-content");
  await expect(page.locator('head link[rel="stylesheet"][href^="/assets/tailwind-"]')).toHaveCount(1);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.locator("footer").getByRole("link", { name: "Bitcoin ETFs" }).click();
  await expect(page).toHaveURL(/\/bitcoin-etfs$/);
  await expect(page.locator(".scroll-cue")).toHaveCSS("background-image", /linear-gradient/);

  await page.locator("footer").getByRole("link", { name: "Blog" }).click();
  await page
    .getByRole("link", { name: /How to Choose a Bitcoin Wallet/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/how-to-choose-a-bitcoin-wallet$/);
  // .rich-content h2: text-2xl and bold.
  await expect(page.locator(".rich-content h2").first()).toHaveCSS("font-size", "24px");
  await expect(page.locator(".rich-content h2").first()).toHaveCSS("font-weight", "700");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
