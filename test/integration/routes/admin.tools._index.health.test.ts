// The admin tool table's Health column and filter, and a tool's edit page with its website health
// and recent checks, from check rows written as the listing check writes them.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, type SignedIn } from "#test/support/accounts.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { openTestDatabase } from "#test/support/database.ts";
import { get } from "#test/support/worker.ts";

const { sql, close } = openTestDatabase(env.HYPERDRIVE.connectionString);
const run = uniqueSlug("health");
const DAY = 86_400_000;
const NOW = Date.now();
const ago = (ms: number) => new Date(NOW - ms).toISOString();

let admin: SignedIn;
const ids: Record<string, string> = {};
const names = {
  healthy: `${run} Healthy`,
  broken: `${run} Broken`,
  away: `${run} Moved away`,
  wobbly: `${run} Wobbly`,
  unchecked: `${run} Unchecked`,
};

async function addCheck(toolId: string, outcome: string, at: string, statusCode: number | null, url: string) {
  await sql`INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url, checked_at)
    SELECT id, website_url, ${outcome}, ${statusCode}, ${url}, ${at} FROM tools WHERE id = ${toolId}`;
}

beforeAll(async () => {
  admin = await signInAdmin("tools-health");
  for (const [key, name] of Object.entries(names))
    ids[key] = (await insertTool(sql, { name, slug: `${run}-${key}`, websiteUrl: `https://${key}.example.org/` })).id;
  await addCheck(ids.healthy!, "http-error", ago(2 * DAY), 503, "https://healthy.example.org/");
  await addCheck(ids.healthy!, "ok", ago(DAY), 200, "https://healthy.example.org/");
  for (const days of [5, 3, 1])
    await addCheck(ids.broken!, "http-error", ago(days * DAY), 404, "https://broken.example.org/");
  await addCheck(ids.away!, "redirected-away", ago(DAY), 301, "https://parked.example.net/for-sale");
  await addCheck(ids.wobbly!, "timeout", ago(DAY), null, "https://wobbly.example.org/");
});
afterAll(async () => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
  await close();
});

const table = (search: string) => get(`/admin/tools${search}`, { headers: { Cookie: admin.cookie } });

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
  it("says for each tool whether its website is OK, failing, needs review or was never checked, and why", async () => {
    const { response, html } = await table(`?q=${run}`);
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
  it.each([
    ["needs-review", ["broken", "away"]],
    ["failing", ["wobbly"]],
    ["ok", ["healthy"]],
    ["unchecked", ["unchecked"]],
  ])("health=%s lists only those tools, and the form shows the choice", async (health, expected) => {
    const { response, html } = await table(`?q=${run}&health=${health}`);
    expect(response.status).toBe(200);
    expect(Object.keys(rowsIn(html)).sort()).toEqual([...expected].sort());
    expect(html).toMatch(new RegExp(`<option value="${health}" selected="">`));
  });

  it("refuses a health it does not know with a 400 that says so", async () => {
    const { response, html } = await table(`?health=broken`);
    expect(response.status).toBe(400);
    expect(html).toContain("Unknown health filter.");
  });
});

describe("a tool's edit page", () => {
  it("shows the website's health and its recent checks, newest first", async () => {
    const { response, html } = await get(`/admin/tools/${ids.broken}`, { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    const section = /<section aria-labelledby="health-heading"[\s\S]*?<\/section>/.exec(html)![0];
    const text = section.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Website health Needs review HTTP 404: 3 failed checks");
    expect(section.match(/<tr>/g)).toHaveLength(4);
    expect(text).toMatch(/HTTP error 404 https:\/\/broken\.example\.org\//);
  });

  it("says when the website was never checked", async () => {
    const { html } = await get(`/admin/tools/${ids.unchecked}`, { headers: { Cookie: admin.cookie } });
    expect(html).toContain("Not yet checked");
    expect(html).toContain("has not visited this tool&#x27;s website yet");
  });
});
