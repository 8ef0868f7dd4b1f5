// The admin dashboard in the browser, with JavaScript on and off: a visitor's view of a page shows
// on the dashboard, and axe passes on it.
import { expect, test } from "#test/e2e/test.ts";
import { axeViolations } from "#test/e2e/axe.ts";
import { waitForHydration } from "#test/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/e2e/sign-in-helper.ts";
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
