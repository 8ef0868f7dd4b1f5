// The admin tool table as an editor uses it: filter it, tick two drafts, publish them, and find
// them on the public site. With JavaScript and without.
import { expect, test } from "#test/support/e2e/test.ts";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { openTestDatabase } from "#test/support/database.ts";

/** Tools of this test only, named after a token no other test uses; the first was changed last. */
async function makeTools(token: string, tools: { name: string; status: string }[]) {
  const { sql, close } = openTestDatabase(process.env.DATABASE_URL!);
  try {
    for (const [minutes, tool] of tools.entries()) {
      const slug = tool.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      await sql`INSERT INTO tools (name, slug, description, website_url, status, updated_at)
        VALUES (${tool.name}, ${slug}, ${`${tool.name}: a tool the admin table's journey publishes.`},
          ${`https://${token}.example.org/${slug}`}, ${tool.status}, now() - ${minutes} * interval '1 minute')`;
    }
  } finally {
    await close();
  }
}

test("an admin filters the table, publishes two drafts, and finds them on the home page", async ({
  page,
  javaScriptEnabled,
}) => {
  const token = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const [one, two, left, live] = ["Pick One", "Pick Two", "Leave Me", "Already Live"].map((n) => `${n} ${token}`);
  await makeTools(token, [
    { name: one!, status: "draft" },
    { name: two!, status: "draft" },
    { name: left!, status: "draft" },
    { name: live!, status: "published" },
  ]);
  await signInAsNewAdmin(page, "tools-editor");

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Tools" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tools" })).toBeVisible();
  if (javaScriptEnabled) await waitForHydration(page);

  const filters = page.getByRole("search", { name: "Filter tools" });
  await filters.getByLabel("Search").fill(token);
  await filters.getByLabel("Status").selectOption({ label: "Draft" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  // One short URL, the same with JavaScript or without.
  await expect(page).toHaveURL(new RegExp(`/admin/tools\\?q=${token}&status=draft$`));
  const table = page.getByRole("table", { name: "Tools" });
  const names = table.getByRole("link");
  // Newest change first.
  await expect(names).toHaveText([one!, two!, left!]);
  await expect(table.getByRole("link", { name: live })).toHaveCount(0);

  if (javaScriptEnabled) {
    // Select all, then leave one out.
    await table.getByRole("checkbox", { name: "Select all tools on this page" }).check();
    await expect(page.getByText("3 selected")).toBeVisible();
    await table.getByRole("checkbox", { name: `Select ${left}` }).uncheck();
    await expect(page.getByText("2 selected")).toBeVisible();
  } else {
    await table.getByRole("checkbox", { name: `Select ${one}` }).check();
    await table.getByRole("checkbox", { name: `Select ${two}` }).check();
  }
  await page.getByLabel("With the selected tools").selectOption({ label: "Publish" });
  await page.getByRole("button", { name: "Apply", exact: true }).click();

  await expect(page.getByText("Selected tools published").first()).toBeVisible();
  // Back on the same view: the filters are kept, and only the draft left behind is still one.
  await expect(page).toHaveURL(new RegExp(`/admin/tools\\?q=${token}&status=draft`));
  await expect(names).toHaveText([left!]);
  await expect(filters.getByLabel("Status")).toHaveValue("draft");

  // The public home page lists them on the next visit.
  await page.goto(`/?q=${token}`);
  const results = page.locator("#tools");
  await expect(results.getByRole("heading", { name: one })).toBeVisible();
  await expect(results.getByRole("heading", { name: two })).toBeVisible();
  await expect(results.getByRole("heading", { name: live })).toBeVisible();
  await expect(results.getByRole("heading", { name: left })).toHaveCount(0);
});

test("archiving from the table asks to be confirmed, then archives", async ({ page, javaScriptEnabled }) => {
  const token = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const [first, second] = ["Archive One", "Archive Two"].map((n) => `${n} ${token}`);
  await makeTools(token, [
    { name: first!, status: "published" },
    { name: second!, status: "published" },
  ]);
  await signInAsNewAdmin(page, "tools-archiver");
  await page.goto(`/admin/tools?q=${token}`);
  if (javaScriptEnabled) await waitForHydration(page);
  const table = page.getByRole("table", { name: "Tools" });
  await table.getByRole("checkbox", { name: `Select ${first}` }).check();
  await table.getByRole("checkbox", { name: `Select ${second}` }).check();
  await page.getByLabel("With the selected tools").selectOption({ label: "Archive" });
  const confirm = page.getByLabel("I understand that archiving takes the selected tools off the site.");
  if (javaScriptEnabled) await expect(confirm).toBeVisible();
  // Applied without the box ticked: nothing is archived, and the page asks again with the rows still ticked.
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(
    page.getByText("Archiving takes the 2 selected tools off the site. Tick the box below and apply again to archive."),
  ).toBeVisible();
  await expect(table.getByRole("checkbox", { name: `Select ${first}` })).toBeChecked();
  await expect(table.getByRole("checkbox", { name: `Select ${second}` })).toBeChecked();
  await confirm.check();
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("Selected tools archived").first()).toBeVisible();
  await expect(table.getByText("Archived")).toHaveCount(2);
});

test("axe finds no violations on the admin tool table", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe runs a script in the page");
  // A full page of 50 rows, each with its checkbox, link and cells, is a lot for axe to walk.
  test.slow();
  await signInAsNewAdmin(page, "tools-axe");
  await page.goto("/admin/tools?sort=name");
  await waitForHydration(page);
  await expect(page.getByRole("table", { name: "Tools" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The empty table, with its way out.
  await page.goto("/admin/tools?q=nothing-is-called-this");
  await expect(page.getByText("No tools match these filters.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
