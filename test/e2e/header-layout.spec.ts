import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("the signed-in header fits every width, the Profile menu on screen", async ({ page }) => {
  test.setTimeout(120_000);
  // An admin's header is the widest: Admin, Submit and Profile.
  await signInAsNewAdmin(page, "header");
  for (const width of [768, 820, 878, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const profile = page.getByRole("banner").locator("summary").filter({ hasText: "Profile" });
    await expect(profile).toBeVisible();
    const box = (await profile.boundingBox())!;
    expect(box.x, `at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
    expect(await sidewaysScroll(page), `at ${width} px`).toBe(0);
  }
});

test("the header never makes a page scroll sideways, from 320 to 1440 px", async ({ page }) => {
  test.setTimeout(120_000);
  for (const width of [320, 375, 640, 768, 900, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    expect(await sidewaysScroll(page), `at ${width} px`).toBe(0);
    const header = (await page.getByRole("banner").boundingBox())!;
    expect(header.width, `at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test.describe("the search button at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const search = (page: Page) => page.getByRole("link", { name: "Search", exact: true });

  /** Puts `target` at the bottom of the screen, where a floating button would sit, and checks the button is clear of it. */
  async function expectClearOf(page: Page, target: Locator) {
    await target.evaluate((element) => element.scrollIntoView({ block: "end" }));
    const button = search(page);
    if (!(await button.isVisible())) return;
    expect(intersects((await button.boundingBox())!, (await target.boundingBox())!)).toBe(false);
  }

  test("covers neither the sign-in button nor the tool's facts", async ({ page }) => {
    await page.goto("/sign-in");
    await expect(search(page)).toBeVisible();
    await expectClearOf(page, page.getByRole("button", { name: "Continue with Email" }));
    await page.goto("/tool/bitcoin-core");
    await expectClearOf(page, page.getByRole("region", { name: "At a glance" }));
  });

  test("stays off the open drawer", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Menu").click();
    const drawer = page.getByRole("navigation", { name: "Main" });
    await expect(drawer).toBeVisible();
    await expectClearOf(page, drawer);
  });

  test("covers no part of the comparison bar", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the comparison list needs JavaScript");
    await page.goto("/?sort=asc");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const name = await page.locator("#tools article h3").first().innerText();
    await page.getByRole("button", { name: `Compare: ${name}` }).click();
    const bar = page.getByRole("complementary", { name: "Comparison" });
    await expect(bar).toBeVisible();
    await expectClearOf(page, bar);
  });

  test("opens the search from the header", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    const box = (await search(page).boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    expect(box.width).toBeGreaterThanOrEqual(24);
    if (javaScriptEnabled) {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await search(page).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    } else {
      await search(page).click();
      await expect(page).toHaveURL(/\/search$/);
    }
  });
});
