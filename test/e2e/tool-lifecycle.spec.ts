// A tool's lifecycle in the browser, with JavaScript on and off: an editor marks a tool
// discontinued with a successor in the admin editor; its page then says so and names the
// successor (the link leads there), and the home list leaves it out until the visitor ticks
// "Include discontinued tools".
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, randomClientAddress, test } from "#test/support/e2e/test.ts";
import { insertCategory, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";

// Signing in and walking several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Two published tools in a category of the test's own: the one to retire and its successor. */
async function makeTools() {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    const category = await insertCategory(sql, uniqueSlug("E2E lifecycle"));
    const make = (base: string) => {
      const slug = uniqueSlug(base);
      return insertTool(sql, { name: `E2E ${slug}`, slug, categoryIds: [category.id] });
    };
    return { category, old: await make("e2e-retired"), successor: await make("e2e-successor") };
  } finally {
    await close();
  }
}

test("an editor marks a tool discontinued: its page names the successor and the home list leaves it out until asked", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const { category, old, successor } = await makeTools();
  await signInAsNewAdmin(page);
  await page.goto(`/admin/tools/${old.id}`);
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Lifecycle", { exact: true }).selectOption({ label: "Discontinued" });
  await page.getByRole("button", { name: "Save changes" }).click();
  // No source yet: refused, with the message under the field and the choice kept.
  await expect(page.getByText("Enter the address of the source that says so.")).toBeVisible();
  await expect(page.getByLabel("Lifecycle", { exact: true })).toHaveValue("discontinued");
  await page.getByLabel("Lifecycle source").fill("https://example.org/farewell");
  await page.getByLabel("Since").fill("2024-03-05");
  await page.getByLabel("Successor").fill(successor.slug);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Tool saved", { exact: true }).first()).toBeVisible();

  const visitor = await (
    await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "CF-Connecting-IP": randomClientAddress() } })
  ).newPage();
  await visitor.goto(`/tool/${old.slug}`);
  const banner = visitor.getByRole("region", { name: "Discontinued on March 5, 2024" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "Source" })).toHaveAttribute("href", "https://example.org/farewell");
  if (javaScriptEnabled) await waitForHydration(visitor);
  await banner.getByRole("link", { name: successor.name }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: successor.name })).toBeVisible();

  await visitor.goto(`/?category=${category.slug}`);
  if (javaScriptEnabled) await waitForHydration(visitor);
  const tools = visitor.locator("#tools");
  await expect(tools.getByRole("link", { name: successor.name })).toBeVisible();
  await expect(tools.getByRole("link", { name: old.name })).toHaveCount(0);
  await visitor.getByLabel("Include discontinued tools").check();
  if (!javaScriptEnabled) await visitor.getByRole("button", { name: "Apply filters" }).click();
  await expect(visitor).toHaveURL(/lifecycle=all/);
  await expect(tools.getByRole("link", { name: old.name })).toBeVisible();
  await visitor.context().close();
});
