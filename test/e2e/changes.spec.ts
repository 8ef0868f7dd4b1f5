// The public changelog in the browser, with JavaScript on and off: an editor changes a tool's KYC
// in the admin editor, and visitors see the change on the tool's page, on /changes and in
// /changes.xml. Axe checks the tool page's Changes and /changes with entries.
import { XMLParser } from "fast-xml-parser";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, randomClientAddress, test } from "#test/support/e2e/test.ts";
import { categoryIdOf, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";

// Signing in and walking several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A published tool of the test's own in Mining, known to ask for no KYC. */
async function makeTool(base: string) {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    const slug = uniqueSlug(base);
    const tool = await insertTool(sql, { name: `E2E ${slug}`, slug, categoryIds: [await categoryIdOf(sql, "mining")] });
    await sql`UPDATE tools SET kyc = 'none' WHERE id = ${tool.id}`;
    return tool;
  } finally {
    await close();
  }
}

const parser = new XMLParser({ isArray: (name) => name === "item" });

test("an editor changes a tool's KYC: its page, /changes and /changes.xml show the change", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  const tool = await makeTool("e2e-changelog");
  await signInAsNewAdmin(page);
  await page.goto(`/admin/tools/${tool.id}`);
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.getByLabel("KYC", { exact: true })).toHaveValue("none");
  await page.getByLabel("KYC", { exact: true }).selectOption({ label: "KYC required" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Tool saved", { exact: true }).first()).toBeVisible();

  const visitor = await (
    await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "CF-Connecting-IP": randomClientAddress() } })
  ).newPage();
  await visitor.goto(`/tool/${tool.slug}`);
  const changes = visitor.getByRole("region", { name: "Changes" });
  await expect(changes.getByText("KYC: No KYC → KYC required", { exact: true })).toBeVisible();
  const today = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format();
  await expect(changes.locator("time").first()).toHaveText(today);
  // axe runs a script in the page: with JavaScript, the tool page and /changes with entries.
  if (javaScriptEnabled) expect(await axeViolations(visitor)).toEqual([]);
  await expect(changes).not.toContainText("@");

  await changes.getByRole("link", { name: "All recent changes in the directory" }).click();
  await expect(visitor).toHaveURL(/\/changes$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "Recent changes" })).toBeVisible();
  const entry = visitor.getByRole("listitem").filter({ has: visitor.getByRole("link", { name: tool.name }) });
  await expect(entry).toContainText("KYC: No KYC → KYC required");
  if (javaScriptEnabled) expect(await axeViolations(visitor)).toEqual([]);
  await entry.getByRole("link", { name: tool.name }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: tool.name })).toBeVisible();
  await visitor.context().close();

  const feed = await request.get("/changes.xml");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const items = (parser.parse(await feed.text()) as { rss: { channel: { item: { title: string; link: string }[] } } })
    .rss.channel.item;
  expect(items.filter((item) => item.title.startsWith(tool.name))).toEqual([
    expect.objectContaining({
      title: `${tool.name}: KYC: No KYC → KYC required`,
      link: expect.stringMatching(new RegExp(`/tool/${tool.slug}$`)),
    }),
  ]);
});
