// The admin dashboard in the browser, with JavaScript on and off: a visitor's view of a page shows
// on the dashboard, and axe passes on it.
import type { Request } from "@playwright/test";
import { expect, test } from "#test/support/e2e/test.ts";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { insertTool } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";

// Headless Chromium names itself HeadlessChrome, which isbot rightly takes for a bot: the
// visitor here is the browser as people run it.
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
});

test("a page's view appears on the admin dashboard", async ({ page, javaScriptEnabled }) => {
  const database = openTestDatabase(process.env.DATABASE_URL!);
  const tool = await insertTool(database.sql).finally(() => database.close());
  const path = `/tool/${tool.slug}`;

  // A visitor reads the tool's page.
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(tool.name);

  // With JavaScript the page measures itself once idle, and reports when it is left.
  let beacon: Promise<Request> | undefined;
  if (javaScriptEnabled) {
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-speed-insights", "measuring");
    beacon = page.waitForRequest((request) => request.url().endsWith("/api/vitals") && request.method() === "POST");
  }

  if (beacon) {
    // The tab is put in the background (a beacon sent while the page unloads escapes Playwright).
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    // The endpoint took the report (its checks and storage are the integration tests').
    expect((await (await beacon).response())?.status()).toBe(204);
  }

  await signInAsNewAdmin(page, "dashboard");
  await page.goto("/admin");
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Page views, last 30 days" })).toBeVisible();
  await page.getByLabel("Path").fill(path);
  await page.getByRole("button", { name: "Show views" }).click();
  await expect(page.getByTestId("page-views")).toHaveText(`${path}: 1 view in the last 30 days`);
  await expect(page).toHaveURL(new RegExp(`/admin\\?path=${encodeURIComponent(path)}`));

  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
});
