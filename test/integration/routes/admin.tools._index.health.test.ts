// The admin tool table's Health column and filter, and a tool's edit page with its website health
// and recent checks, from check rows written as the listing check writes them.
import { afterAll, beforeAll, describe, expect, it, type AsAdmin } from "#test/support/fixtures.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import type postgres from "postgres";

const run = uniqueSlug("health");
const DAY = 86_400_000;
const NOW = Date.now();
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const ids: Record<string, string> = {};
const names = {
  healthy: `${run} Healthy`,
  broken: `${run} Broken`,
  away: `${run} Moved away`,
  wobbly: `${run} Wobbly`,
  unchecked: `${run} Unchecked`,
};

async function addCheck(
  sql: postgres.Sql,
  toolId: string,
  outcome: string,
  at: string,
  statusCode: number | null,
  url: string,
) {
  await sql`INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url, checked_at)
    SELECT id, website_url, ${outcome}, ${statusCode}, ${url}, ${at} FROM tools WHERE id = ${toolId}`;
}

beforeAll(async ({ sql }) => {
  for (const [key, name] of Object.entries(names))
    ids[key] = (await insertTool(sql, { name, slug: `${run}-${key}`, websiteUrl: `https://${key}.example.org/` })).id;
  await addCheck(sql, ids.healthy!, "http-error", ago(2 * DAY), 503, "https://healthy.example.org/");
  await addCheck(sql, ids.healthy!, "ok", ago(DAY), 200, "https://healthy.example.org/");
  for (const days of [5, 3, 1])
    await addCheck(sql, ids.broken!, "http-error", ago(days * DAY), 404, "https://broken.example.org/");
  await addCheck(sql, ids.away!, "redirected-away", ago(DAY), 301, "https://parked.example.net/for-sale");
  await addCheck(sql, ids.wobbly!, "timeout", ago(DAY), null, "https://wobbly.example.org/");
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
});

const table = (asAdmin: AsAdmin, search: string) => asAdmin(`/admin/tools${search}`);

/** The visible text of each table row naming one of this run's tools, by tool key. */
function rowsIn(html: string): Record<string, string> {
  const rows: Record<string, string> = {};
  for (const [, row] of html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)) {
    const text = row!
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    for (const [key, name] of Object.entries(names)) if (text.includes(name)) rows[key] = text;
  }
  return rows;
}

describe("the Health column", () => {
  it("says for each tool whether its website is OK, failing, needs review or was never checked, and why", async ({
    asAdmin,
  }) => {
    const { response, html } = await table(asAdmin, `?q=${run}`);
    expect(response.status).toBe(200);
    expect(html).toContain(">Health</th>");
    const rows = rowsIn(html);
    const day = (ms: number) =>
      new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(NOW - ms));
    expect(rows.healthy).toContain(`OK Checked ${day(DAY)}`);
    expect(rows.broken).toContain(`Needs review HTTP 404: 3 failed checks since ${day(5 * DAY)}`);
    expect(rows.away).toContain("Needs review Redirects to https://parked.example.net/for-sale");
    expect(rows.wobbly).toContain(`Failing Timed out: 1 failed check since ${day(DAY)}`);
    expect(rows.unchecked).toContain("Not yet checked");
  });
});

describe("the health filter", () => {
  it.for<[string, string[]]>([
    ["needs-review", ["broken", "away"]],
    ["failing", ["wobbly"]],
    ["ok", ["healthy"]],
    ["unchecked", ["unchecked"]],
  ])("health=%s lists only those tools, and the form shows the choice", async ([health, expected], { asAdmin }) => {
    const { response, html } = await table(asAdmin, `?q=${run}&health=${health}`);
    expect(response.status).toBe(200);
    expect(Object.keys(rowsIn(html)).sort()).toEqual([...expected].sort());
    expect(html).toMatch(new RegExp(`<option value="${health}" selected="">`));
  });

  it("refuses a health it does not know with a 400 that says so", async ({ asAdmin }) => {
    const { response, html } = await table(asAdmin, `?health=broken`);
    expect(response.status).toBe(400);
    expect(html).toContain("Unknown health filter.");
  });
});

describe("a tool's edit page", () => {
  it("shows the website's health and its recent checks, newest first", async ({ asAdmin }) => {
    const { response, html } = await asAdmin(`/admin/tools/${ids.broken}`);
    expect(response.status).toBe(200);
    const section = /<section aria-labelledby="health-heading"[\s\S]*?<\/section>/.exec(html)![0];
    const text = section.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Website health Needs review HTTP 404: 3 failed checks");
    expect(section.match(/<tr>/g)).toHaveLength(4);
    expect(text).toMatch(/HTTP error 404 https:\/\/broken\.example\.org\//);
  });

  it("says when the website was never checked", async ({ asAdmin }) => {
    const { html } = await asAdmin(`/admin/tools/${ids.unchecked}`);
    expect(html).toContain("Not yet checked");
    expect(html).toContain("has not visited this tool&#x27;s website yet");
  });
});
