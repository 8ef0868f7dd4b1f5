// The admin tool editor in the browser, with JavaScript on and off: creating a tool with an About
// preview and publishing it, fixing a tool's URL and slug and seeing both on the site at once
// (the old address redirects), and scheduling a tool that the cron then publishes. Axe checks
// the new and edit pages.
import type { Browser, Page } from "@playwright/test";
import { utcDateTimeValue } from "#app/lib/admin-tool-rules.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, randomClientAddress, test } from "#test/support/e2e/test.ts";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { openTestDatabase } from "#test/support/database.ts";
import { categoryIdOf, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";

// Each journey signs in and walks several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A tool of the test's own in Mining, straight in the database. */
async function makeTool(base: string, fields: { status?: string; websiteUrl?: string } = {}) {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    const slug = uniqueSlug(base);
    const categoryIds = [await categoryIdOf(sql, "mining")];
    return await insertTool(sql, { ...fields, name: `E2E ${slug}`, slug, categoryIds });
  } finally {
    await close();
  }
}

/** A visitor's page: a browser of its own, never signed in. */
async function visitorPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { "CF-Connecting-IP": randomClientAddress() },
  });
  return context.newPage();
}

/** Opens an admin page, ready for its forms (hydrated when JavaScript runs). */
async function openAdmin(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

test("an editor creates a tool, previews its About, and publishes it", async ({ page, javaScriptEnabled }) => {
  await signInAsNewAdmin(page);
  await openAdmin(page, "/admin/tools/new", javaScriptEnabled);
  const name = `Lantern Node ${Date.now()}${javaScriptEnabled ? "" : " nojs"}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Website URL").fill(`https://lantern-${Date.now()}.example.org`);
  await page.getByLabel("Short description").fill("Lights up your node's health at a glance.");
  await page.getByLabel("Primary category").selectOption({ label: "Mining" });
  await page.getByLabel("About (Markdown)").fill("Runs on **any** node.\n\n<script>alert(1)</script>");

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("about-preview");
  await expect(preview.locator("strong")).toHaveText("any");
  await expect(preview.locator("script")).toHaveCount(0);
  // Everything typed is still there, and nothing was saved.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Primary category")).toHaveValue(/[0-9a-f-]{36}/);

  await page.getByRole("button", { name: "Create tool" }).click();
  await expect(page.getByText("Tool created", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("tool-status")).toHaveText("Draft");

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Tool published", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("tool-status")).toHaveText("Published");
  await page.getByRole("link", { name: "View on site" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main").locator("strong", { hasText: "any" })).toBeVisible();
});

test("an editor fixes a tool's URL and slug: the site shows both at once, and the old address redirects", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const tool = await makeTool("e2e-moving", { websiteUrl: "https://old.example.org/" });
  const visitor = await visitorPage(browser, javaScriptEnabled);
  await visitor.goto(`/tool/${tool.slug}`);
  await expect(visitor.getByRole("link", { name: "Visit Website" })).toHaveAttribute(
    "href",
    "https://old.example.org/",
  );

  await signInAsNewAdmin(page);
  await openAdmin(page, `/admin/tools/${tool.id}`, javaScriptEnabled);
  await page.getByLabel("Website URL").fill("https://new.example.org/");
  // Enter in a field saves (it does not preview).
  await page.getByLabel("Website URL").press("Enter");
  await expect(page.getByText("Tool saved", { exact: true }).first()).toBeVisible();
  await visitor.goto(`/tool/${tool.slug}`);
  await expect(visitor.getByRole("link", { name: "Visit Website" })).toHaveAttribute(
    "href",
    "https://new.example.org/",
  );

  const newSlug = `${tool.slug}-moved`;
  await page.getByLabel("Slug").fill(newSlug);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("link", { name: "View on site" })).toHaveAttribute("href", `/tool/${newSlug}`);
  await expect(page.getByRole("region", { name: "History" })).toContainText(newSlug);

  await visitor.goto(`/tool/${tool.slug}`);
  await expect(visitor).toHaveURL(new RegExp(`/tool/${newSlug}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: tool.name })).toBeVisible();
  await visitor.context().close();
});

test("an editor schedules a tool, and the every-minute cron publishes it when its time comes", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const tool = await makeTool("e2e-scheduled", { status: "draft" });
  await signInAsNewAdmin(page);
  await openAdmin(page, `/admin/tools/${tool.id}`, javaScriptEnabled);
  // Two minutes ahead, to the minute: in the future, and soon enough for no other test's schedule.
  const at = utcDateTimeValue(new Date(Date.now() + 2 * 60_000));
  await page.getByLabel("Publish at (UTC)").fill(at);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Publication scheduled", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("tool-status")).toContainText("Scheduled for");
  expect((await request.get(`/tool/${tool.slug}`)).status()).toBe(404);

  // The cron as Cloudflare would run it once the time has come (wrangler dev's local trigger).
  const due = Date.parse(`${at}:00Z`) + 1_000;
  const cron = await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}&time=${due}`);
  expect(cron.ok()).toBe(true);
  await expect.poll(async () => (await request.get(`/tool/${tool.slug}`)).status(), { timeout: 15_000 }).toBe(200);
  await page.reload();
  await expect(page.getByTestId("tool-status")).toHaveText("Published");
  await expect(page.getByRole("region", { name: "History" })).toContainText("Scheduled publication");
});

test.describe("accessibility", () => {
  // axe runs a script in the page.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");
  // Three pages, each analysed in full.
  test.describe.configure({ timeout: 150_000 });
  test.use({ reducedMotion: "reduce" });

  test("axe finds no violations on the new-tool and edit pages", async ({ page }) => {
    const tool = await makeTool("e2e-axe", { status: "archived" });
    await signInAsNewAdmin(page);
    for (const path of ["/admin/tools/new", `/admin/tools/${tool.id}`]) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // The page after a refused save, with its messages.
    await page.goto("/admin/tools/new");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create tool" }).click();
    await expect(page.getByText("The tool was not saved. Check the fields marked below.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
