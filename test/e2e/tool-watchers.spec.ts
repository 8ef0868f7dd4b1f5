// Watching a tool in the browser, with JavaScript on and off: a user bookmarks a tool and takes the
// offer to watch it; their profile lists it; an editor marks the tool discontinued; the mail
// arrives saying what changed, and its unsubscribe link stops that tool's mails without signing in.
import type { Page } from "@playwright/test";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin, signInByLink } from "#test/support/e2e/sign-in-helper.ts";
import { expect, randomClientAddress, test } from "#test/support/e2e/test.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";
import { insertCategory, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { mailTo } from "#test/support/mailbox.ts";

const fake = process.env.FAKE_UPSTREAMS_URL!;

// Two sign-ins and several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

test("a user watches a tool, an editor discontinues it, the mail arrives and its link stops it", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  // A category of its own: the editor's form needs a primary category.
  const tool = await withDatabase(async (sql) => {
    const category = await insertCategory(sql, uniqueSlug("E2E watched"));
    return insertTool(sql, { name: `Watched ${uniqueSlug("e2e")}`, categoryIds: [category.id] });
  });
  const email = `watcher-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signInByLink(page, email);

  await open(page, `/tool/${tool.slug}`, javaScriptEnabled);
  const header = page.getByRole("article").locator("header").first();
  await header.getByRole("button", { name: "Bookmark", exact: true }).click();
  const offer = page.getByRole("status").filter({ hasText: "Want an e-mail when" });
  await offer.getByRole("button", { name: "Watch for changes" }).click();
  await expect(header.getByRole("button", { name: "Watching", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(offer).toHaveCount(0);

  await open(page, "/profile?tab=watching", javaScriptEnabled);
  const watched = page.getByRole("region", { name: "Watched Tools" });
  await expect(watched.getByRole("link", { name: tool.name })).toBeVisible();
  await expect(watched.getByRole("radio", { name: "At once" })).toBeChecked();
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  const editor = await (
    await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "CF-Connecting-IP": randomClientAddress() } })
  ).newPage();
  await signInAsNewAdmin(editor);
  await open(editor, `/admin/tools/${tool.id}`, javaScriptEnabled);
  await editor.getByLabel("Lifecycle", { exact: true }).selectOption({ label: "Discontinued" });
  await editor.getByLabel("Since").fill("2024-03-05");
  await editor.getByLabel("Lifecycle source").fill("https://example.org/farewell");
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(editor.getByText("Tool saved", { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await editor.context().close();

  // The every-minute cron, as wrangler dev's local trigger runs it, sends the mail.
  const subject = `${tool.name} changed: Lifecycle`;
  await expect
    .poll(
      async () => {
        await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`);
        return (await mailTo(fake, email)).map((mail) => mail.subject);
      },
      { timeout: 30_000 },
    )
    .toContain(subject);
  const mail = (await mailTo(fake, email)).find((m) => m.subject === subject)!;
  expect(mail.text).toContain("Lifecycle: Active → Discontinued on March 5, 2024");
  const stopLink = new RegExp(`Stop watching ${tool.name}[^:]*: (http\\S+)`).exec(mail.text)![1]!;

  // The link works in a browser that is not signed in.
  const reader = await (
    await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "CF-Connecting-IP": randomClientAddress() } })
  ).newPage();
  const link = new URL(stopLink);
  await open(reader, `${link.pathname}${link.search}`, javaScriptEnabled);
  if (javaScriptEnabled) expect(await axeViolations(reader)).toEqual([]);
  await reader.getByRole("button", { name: `Stop watching ${tool.name}` }).click();
  await expect(reader.getByRole("heading", { level: 1, name: `You no longer watch ${tool.name}` })).toBeVisible();
  await reader.context().close();

  await open(page, "/profile?tab=watching", javaScriptEnabled);
  await expect(page.getByRole("region", { name: "Watched Tools" })).toContainText("You don't watch any tools yet.");
});

test("a user chooses weekly watch e-mails in their profile", async ({ page, javaScriptEnabled }) => {
  await signInByLink(page, `weekly-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await open(page, "/profile?tab=watching", javaScriptEnabled);
  const choices = page.getByRole("group", { name: "Watch e-mails" });
  await choices.getByRole("radio", { name: "Weekly" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Watch e-mails saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: "Watch e-mails" }).getByRole("radio", { name: "Weekly" })).toBeChecked();
});
