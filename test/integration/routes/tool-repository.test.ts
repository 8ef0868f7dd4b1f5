// A tool's repository figures where visitors read them, from real-format answers of the fake
// GitHub API: the tool page's latest release and last code change with their source and labels,
// the home filter "Released in the last 12 months" (in SQL), and the open data's fields.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { RELEASED_RECENTLY_LABEL } from "#app/lib/tool-repository.ts";
import { readRepositories } from "#app/server/repositories/read-repositories.server.ts";
import type { FakeRepository } from "#test/fakes/github-api.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { textOf } from "#test/support/form-html.ts";
import { get } from "#test/support/worker.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type postgres from "postgres";

const FAKE = env.FAKE_SERVICES_URL;
const run = uniqueSlug("repo-page");
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().replace(/\.\d+Z$/, "Z");
const inWords = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** A published tool whose repository the fake answers `answer` for, read once by the repository check. */
async function readTool(sql: postgres.Sql, db: Database, label: string, answer: FakeRepository) {
  const slug = `${run}-${uniqueSlug(label)}`;
  const tool = await insertTool(sql, { slug, name: `${label} ${slug}` });
  const key = `${run}/${label}`;
  await sql`UPDATE tools SET repository_url = ${`https://github.com/${key}`} WHERE id = ${tool.id}`;
  await fetch(`${FAKE}/__github`, { method: "POST", body: JSON.stringify({ repositories: { [key]: answer } }) });
  await readRepositories(env, db, new Date());
  return { ...tool, key };
}

let fresh: Awaited<ReturnType<typeof readTool>>;
let stale: Awaited<ReturnType<typeof readTool>>;
let unreleased: Awaited<ReturnType<typeof readTool>>;
const freshRelease = daysAgo(40);
const freshPush = daysAgo(3);
const staleRelease = daysAgo(800);
const stalePush = daysAgo(400);

beforeAll(async ({ sql, db }) => {
  await sql`DELETE FROM github_rate_limit_pause`;
  await fetch(`${FAKE}/__github`, { method: "POST", body: JSON.stringify({ rateLimited: null }) });
  // Other files' tools with repositories count as just read, so these runs read only this file's.
  await sql`INSERT INTO tool_repository_stats (tool_id, repository_url, last_read_at, last_outcome)
    SELECT id, repository_url, now() + interval '1 day', 'ok' FROM tools WHERE repository_url IS NOT NULL
    ON CONFLICT (tool_id) DO UPDATE SET repository_url = EXCLUDED.repository_url, last_read_at = EXCLUDED.last_read_at`;
  fresh = await readTool(sql, db, "fresh", {
    pushed_at: freshPush,
    license: "MIT",
    stargazers_count: 321,
    release: { tag_name: "v3.2.1", published_at: freshRelease },
  });
  stale = await readTool(sql, db, "stale", {
    pushed_at: stalePush,
    archived: true,
    license: "GPL-3.0",
    release: { tag_name: "0.9", published_at: staleRelease },
  });
  unreleased = await readTool(sql, db, "unreleased", { pushed_at: freshPush, release: null });
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
});

describe("the tool page", () => {
  it("shows the latest release and the last code change, with the repository as their source", async () => {
    const { response, html } = await get(`/tool/${fresh.slug}`);
    expect(response.status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(`Latest release v3.2.1, ${inWords(freshRelease)}`);
    expect(text).toContain(`Last code change ${inWords(freshPush)}`);
    expect(html).toContain(`href="https://github.com/${fresh.key}"`);
    expect(html).toContain(`href="https://github.com/${fresh.key}/releases/tag/v3.2.1"`);
    expect(text).not.toContain("Archived repository");
    expect(text).not.toContain("No release in two years");
    expect(text).not.toContain("No code change in a year");
  });

  it("labels an archived repository, no release in two years and no code change in a year", async () => {
    const text = textOf((await get(`/tool/${stale.slug}`)).html);
    expect(text).toContain(`Latest release 0.9, ${inWords(staleRelease)}`);
    expect(text).toContain("Archived repository");
    expect(text).toContain("No release in two years");
    expect(text).toContain("No code change in a year");
  });

  it("says a repository without a GitHub release has none, without calling it stale", async () => {
    const text = textOf((await get(`/tool/${unreleased.slug}`)).html);
    expect(text).toContain("No release published on GitHub");
    expect(text).toContain(`Last code change ${inWords(freshPush)}`);
    expect(text).not.toContain("No release in two years");
  });

  it("shows nothing of a tool without a repository, nor the figures of an address it no longer names", async ({
    sql,
    db,
  }) => {
    const plain = await insertTool(sql, { slug: `${run}-${uniqueSlug("plain")}` });
    expect(textOf((await get(`/tool/${plain.slug}`)).html)).not.toContain("Latest release");
    const moved = await readTool(sql, db, "moved", { release: { tag_name: "v1", published_at: freshRelease } });
    await sql`UPDATE tools SET repository_url = 'https://github.com/elsewhere/other' WHERE id = ${moved.id}`;
    expect(textOf((await get(`/tool/${moved.slug}`)).html)).not.toContain("Latest release");
  });
});

describe("the home filter", () => {
  it(`"${RELEASED_RECENTLY_LABEL}" lists only tools with a release in the last 12 months`, async () => {
    const all = await get("/");
    expect(textOf(all.html)).toContain(RELEASED_RECENTLY_LABEL);
    const { response, html } = await get("/?released=12m");
    expect(response.status).toBe(200);
    expect(html).toContain(`/tool/${fresh.slug}"`);
    expect(html).not.toContain(`/tool/${stale.slug}"`);
    expect(html).not.toContain(`/tool/${unreleased.slug}"`);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*name="released"|<input[^>]*name="released"[^>]*checked=""/);
    expect((await get("/?released=forever")).response.status).toBe(400);
  });
});

describe("the open data", () => {
  it("carries the repository and its figures, in JSON and CSV", async () => {
    const { html } = await get(`/api/v1/tools?released=12m&per_page=50`, {
      headers: { "CF-Connecting-IP": "198.51.100.77" },
    });
    const body = JSON.parse(html) as { tools: Record<string, unknown>[] };
    const listed = body.tools.find((tool) => tool.slug === fresh.slug);
    expect(listed).toMatchObject({
      repository: `https://github.com/${fresh.key}`,
      repository_archived: false,
      last_code_change: freshPush,
      license: "MIT",
      stars: 321,
      latest_release: "v3.2.1",
      latest_release_date: freshRelease,
    });
    expect(body.tools.some((tool) => tool.slug === stale.slug)).toBe(false);
    const csv = await get(`/api/v1/tools.csv?released=12m&per_page=50`, {
      headers: { "CF-Connecting-IP": "198.51.100.78" },
    });
    const quoted = (cells: (string | number)[]) => cells.map((cell) => `"${cell}"`).join(",");
    expect(csv.html.split("\r\n")[0]).toContain(
      quoted(["repository", "repository_archived", "last_code_change", "license", "stars"]),
    );
    expect(csv.html).toContain(quoted([`https://github.com/${fresh.key}`, "no", freshPush, "MIT", 321, "v3.2.1"]));
  });
});
