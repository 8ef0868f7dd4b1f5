// A tool's source repository in the browser, with JavaScript on and off: an editor names it in the
// admin editor; once the repository check has read it, the tool page shows its latest release with
// the repository as the source, and the home list keeps it under "Released in the last 12 months"
// while a tool of the same category without a recent release leaves.
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { expect, randomClientAddress, test } from "#test/support/e2e/test.ts";
import { insertCategory, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";

test.describe.configure({ timeout: 90_000 });

async function makeTools() {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    const category = await insertCategory(sql, uniqueSlug("E2E repository"));
    const make = (base: string) => {
      const slug = uniqueSlug(base);
      return insertTool(sql, { name: `E2E ${slug}`, slug, categoryIds: [category.id] });
    };
    return { category, released: await make("e2e-released"), quiet: await make("e2e-quiet") };
  } finally {
    await close();
  }
}

/** What the repository check stores after reading the tool's repository. */
async function recordRead(toolId: string, releasedDaysAgo: number) {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    await sql`INSERT INTO tool_repository_stats (tool_id, repository_url, last_read_at, last_outcome, figures_read_at,
        archived, pushed_at, release_tag, release_published_at, release_url)
      SELECT id, repository_url, now(), 'ok', now(), false, now() - interval '2 days', 'v4.0.1',
        now() - make_interval(days => ${releasedDaysAgo}), repository_url || '/releases/tag/v4.0.1'
      FROM tools WHERE id = ${toolId}`;
  } finally {
    await close();
  }
}

test("an editor names a tool's repository; its page shows the latest release and the home list filters by recent releases", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const { category, released, quiet } = await makeTools();
  await signInAsNewAdmin(page);
  for (const [tool, repository] of [
    [released, `https://github.com/e2e-owner/${released.slug}/`],
    [quiet, `https://github.com/e2e-owner/${quiet.slug}`],
  ] as const) {
    await page.goto(`/admin/tools/${tool.id}`);
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByLabel("Source repository").fill("https://bitbucket.org/not/github");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(
      page.getByText(
        "Enter the repository as https://github.com/{owner}/{repo}, or its address on gitlab.com or codeberg.org.",
      ),
    ).toBeVisible();
    await page.getByLabel("Source repository").fill(repository);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Tool saved", { exact: true }).first()).toBeVisible();
  }
  await recordRead(released.id, 30);
  await recordRead(quiet.id, 500);

  const visitor = await (
    await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "CF-Connecting-IP": randomClientAddress() } })
  ).newPage();
  await visitor.goto(`/tool/${released.slug}`);
  const section = visitor.getByRole("region", { name: "Releases and activity" });
  await expect(section.getByText(/^Latest release v4\.0\.1, /)).toBeVisible();
  await expect(section.getByText(/^Last code change /)).toBeVisible();
  await expect(section.getByRole("link", { name: `e2e-owner/${released.slug} on GitHub` })).toHaveAttribute(
    "href",
    `https://github.com/e2e-owner/${released.slug}`,
  );

  await visitor.goto(`/?category=${category.slug}`);
  if (javaScriptEnabled) await waitForHydration(visitor);
  const tools = visitor.locator("#tools");
  await expect(tools.getByRole("link", { name: quiet.name })).toBeVisible();
  await visitor.getByLabel("Released in the last 12 months").check();
  if (!javaScriptEnabled) await visitor.getByRole("button", { name: "Apply filters" }).click();
  await expect(visitor).toHaveURL(/released=12m/);
  await expect(tools.getByRole("link", { name: released.name })).toBeVisible();
  await expect(tools.getByRole("link", { name: quiet.name })).toHaveCount(0);
  await visitor.context().close();
});
