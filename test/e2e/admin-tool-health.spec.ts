// An admin finds the tools whose websites need review: the table's health filter, the reason in
// its Health column, and the failed checks on the tool's edit page (axe with JavaScript). With
// JavaScript and without.
import { expect, test } from "#test/support/e2e/test.ts";
import { axeViolations } from "#test/support/e2e/axe.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInAsNewAdmin } from "#test/support/e2e/sign-in-helper.ts";
import { withDatabase } from "#test/support/e2e/with-database.ts";

/** Two published tools of this test: one whose site failed on 3 checks over 4 days, one whose site is fine. */
async function makeTools(flagged: string, healthy: string) {
  await withDatabase(async (sql) => {
    for (const name of [flagged, healthy]) {
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      await sql`INSERT INTO tools (name, slug, description, website_url, status)
        VALUES (${name}, ${slug}, ${`${name}: a tool the health journey checks.`},
          ${`https://${slug}.example.org/`}, 'published')`;
    }
    await sql`INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url, checked_at)
      SELECT t.id, t.website_url, 'http-error', 404, t.website_url, now() - days * interval '1 day'
      FROM tools t, unnest(ARRAY[4, 2, 0]) AS days WHERE t.name = ${flagged}`;
    await sql`INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url)
      SELECT id, website_url, 'ok', 200, website_url FROM tools WHERE name = ${healthy}`;
  });
}

test("an admin filters the tools whose websites need review and reads the failed checks", async ({
  page,
  javaScriptEnabled,
}) => {
  const token = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const [flagged, healthy] = [`Gone Dark ${token}`, `Still Up ${token}`];
  await makeTools(flagged, healthy);
  await signInAsNewAdmin(page, "tools-health");

  await page.goto("/admin/tools");
  if (javaScriptEnabled) await waitForHydration(page);
  const filters = page.getByRole("search", { name: "Filter tools" });
  await filters.getByLabel("Search").fill(token);
  await filters.getByLabel("Website health").selectOption({ label: "Needs review" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tools\\?q=${token}&health=needs-review$`));

  const table = page.getByRole("table", { name: "Tools" });
  await expect(table.getByRole("link")).toHaveText([flagged]);
  const row = table.getByRole("row", { name: new RegExp(flagged) });
  await expect(row).toContainText("Needs review");
  await expect(row).toContainText("HTTP 404: 3 failed checks since");

  // Every tool again: the healthy one says so.
  await filters.getByLabel("Website health").selectOption({ label: "Any health" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tools\\?q=${token}$`));
  await expect(table.getByRole("row", { name: new RegExp(healthy) })).toContainText("OK");

  await table.getByRole("link", { name: flagged }).click();
  await expect(page.getByRole("heading", { level: 1, name: flagged })).toBeVisible();
  const checks = page.getByRole("table", { name: "Recent checks of the website" });
  await expect(checks.getByRole("row")).toHaveCount(4);
  await expect(checks.getByRole("row").nth(1)).toContainText("HTTP error");
  await expect(checks.getByRole("row").nth(1)).toContainText("404");
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
});
