// The repository check for repositories on gitlab.com and codeberg.org, against fakes on 127.0.0.1
// answering in GitLab's (API v4) and Forgejo's (API v1) formats: the figures kept from a project in
// nested groups and from a Codeberg repository (latest commit, release, licence where the host names
// one, stars), what the tool page shows, a 404, an archived project's review, an empty repository,
// and a host's rate limit that stops only that host's reads.
import { env } from "cloudflare:workers";
import { afterAll, beforeEach, describe, expect, it } from "#test/support/fixtures.ts";
import { readRepositories } from "#app/server/repositories/read-repositories.server.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { markEveryRepositoryRead, repositoryStatsOf } from "#test/support/repository-stats.ts";
import { visibleText } from "#test/support/page-text.ts";
import { get } from "#test/support/worker.ts";
import type { ForgeRepository, ForgeRequest, ForgeState } from "#test/fakes/forges.ts";
import type { GitHubState } from "#test/fakes/github-api.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type postgres from "postgres";

const FAKE = env.FAKE_SERVICES_URL;
const run = uniqueSlug("forge");

type Forge = "gitlab" | "codeberg";
async function setForge(forge: Forge | "github", state: (ForgeState | GitHubState) & { reset_requests?: boolean }) {
  await fetch(`${FAKE}/__${forge}`, { method: "POST", body: JSON.stringify(state) });
}
const requestsTo = async (forge: Forge) => (await (await fetch(`${FAKE}/__${forge}`)).json()) as ForgeRequest[];

/** A published tool of this run naming a repository on `forge` at `path`, which answers `answer`. */
async function forgeTool(sql: postgres.Sql, forge: Forge, path: string, answer: ForgeRepository | "missing") {
  const tool = await insertTool(sql, { slug: `${run}-${uniqueSlug("t")}` });
  const url = `https://${forge === "gitlab" ? "gitlab.com" : "codeberg.org"}/${path}`;
  await sql`UPDATE tools SET repository_url = ${url}, open_source = true WHERE id = ${tool.id}`;
  if (answer !== "missing") await setForge(forge, { repositories: { [path]: answer } });
  return tool;
}

const openReviews = (sql: postgres.Sql, toolId: string) =>
  sql<{ kind: string; detail: string }[]>`SELECT kind, detail FROM tool_reviews
    WHERE tool_id = ${toolId} AND closed_at IS NULL ORDER BY kind`;

const read = (db: Database, at = new Date()) => readRepositories(env, db, at);

// Every other tool with a repository counts as just read, so runs here only reach this file's.
beforeEach(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
  await markEveryRepositoryRead(sql);
  for (const forge of ["gitlab", "codeberg"] as const)
    await setForge(forge, { rateLimited: false, reset_requests: true });
  await setForge("github", { rateLimited: null, reset_requests: true });
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
  for (const forge of ["gitlab", "codeberg"] as const)
    await setForge(forge, { rateLimited: false, reset_requests: true });
});

describe("a project on gitlab.com", () => {
  it("keeps its latest commit, archive flag, licence, stars and latest release, and the page shows them", async ({
    sql,
    db,
  }) => {
    const path = `${run}-group/wallets/app`;
    const tool = await forgeTool(sql, "gitlab", path, {
      pushed_at: "2026-10-01T09:15:00Z",
      license: "GPL-3.0",
      stargazers_count: 321,
      release: { tag_name: "v3.0.1", published_at: "2026-09-20T12:00:00Z" },
    });
    expect(await read(db)).toMatchObject({ status: "done", read: 1, requests: 3 });
    expect(await repositoryStatsOf(sql, tool.id)).toEqual({
      last_outcome: "ok",
      archived: false,
      pushed_at: "2026-10-01T09:15:00Z",
      license_spdx_id: "GPL-3.0",
      stars: 321,
      release_tag: "v3.0.1",
      release_published_at: "2026-09-20T12:00:00Z",
      release_url: `https://gitlab.com/${path}/-/releases/v3.0.1`,
    });
    const encoded = encodeURIComponent(path);
    expect((await requestsTo("gitlab")).map((request) => request.path)).toEqual([
      `/projects/${encoded}?license=true`,
      `/projects/${encoded}/repository/commits?per_page=1`,
      `/projects/${encoded}/releases?per_page=5`,
    ]);
    expect((await requestsTo("gitlab"))[0]!.userAgent).toContain(env.SITE_NAME);

    const text = visibleText((await get(`/tool/${tool.slug}?v=1`)).html);
    expect(text).toContain("Latest release v3.0.1 , September 20, 2026");
    expect(text).toContain("Last code change October 1, 2026");
    expect(text).toContain("Licence: GPL-3.0");
    expect(text).toContain("321 stars on GitLab");
    expect(text).toMatch(new RegExp(`${path} on GitLab , read \\w+ \\d+, \\d{4}`));
    expect(text).not.toContain("not read automatically");
  });

  it("keeps the last figures when the project answers 404, and opens a review when it is archived", async ({
    sql,
    db,
  }) => {
    const path = `${run}-solo/app`;
    const tool = await forgeTool(sql, "gitlab", path, { archived: true, license: "MIT" });
    await read(db);
    expect(await openReviews(sql, tool.id)).toEqual([
      { kind: "repository-archived", detail: `GitLab marks ${path} as archived: the project may have ended.` },
    ]);

    await setForge("gitlab", { repositories: { [path]: null } });
    await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
    expect(await read(db)).toMatchObject({ notFound: 1, requests: 1 });
    expect(await repositoryStatsOf(sql, tool.id)).toMatchObject({
      last_outcome: "not-found",
      archived: true,
      license_spdx_id: "MIT",
    });
  });

  it("queues a licence review when GitLab's licence contradicts the open-source fact", async ({ sql, db }) => {
    const tool = await forgeTool(sql, "gitlab", `${run}-closed/app`, {});
    await read(db);
    expect(await openReviews(sql, tool.id)).toEqual([
      { kind: "licence", detail: "The listing says open source, but the repository declares no licence." },
    ]);
  });
});

describe("a repository on codeberg.org", () => {
  it("keeps its latest commit, archive flag, stars and latest release; Codeberg names no licence, so no review asks for one", async ({
    sql,
    db,
  }) => {
    const path = `${run}-owner/node`;
    const tool = await forgeTool(sql, "codeberg", path, {
      pushed_at: "2026-10-05T10:00:00+02:00",
      stargazers_count: 1,
      release: { tag_name: "0.9.0", published_at: "2026-08-01T07:00:00+02:00" },
    });
    expect(await read(db)).toMatchObject({ status: "done", read: 1, requests: 3 });
    expect(await repositoryStatsOf(sql, tool.id)).toEqual({
      last_outcome: "ok",
      archived: false,
      pushed_at: "2026-10-05T08:00:00Z",
      license_spdx_id: null,
      stars: 1,
      release_tag: "0.9.0",
      release_published_at: "2026-08-01T05:00:00Z",
      release_url: `https://codeberg.org/${path}/releases/tag/0.9.0`,
    });
    expect((await requestsTo("codeberg")).map((request) => request.path)).toEqual([
      `/repos/${path}`,
      `/repos/${path}/commits?limit=1&stat=false&verification=false&files=false`,
      `/repos/${path}/releases/latest`,
    ]);
    expect(await openReviews(sql, tool.id)).toEqual([]);

    const text = visibleText((await get(`/tool/${tool.slug}?v=1`)).html);
    expect(text).toContain("Latest release 0.9.0 , August 1, 2026");
    expect(text).toContain("1 star on Codeberg");
    expect(text).toContain(`${path} on Codeberg , read`);
    expect(text).not.toContain("Licence:");
    expect(text).not.toContain("No licence declared");
  });

  it("reads an empty repository without asking for its commits, and one without a release as such", async ({
    sql,
    db,
  }) => {
    const tool = await forgeTool(sql, "codeberg", `${run}-owner/empty`, { empty: true });
    expect(await read(db)).toMatchObject({ read: 1, requests: 2 });
    expect(await repositoryStatsOf(sql, tool.id)).toMatchObject({
      last_outcome: "ok",
      pushed_at: null,
      release_tag: null,
    });
    expect(visibleText((await get(`/tool/${tool.slug}?v=1`)).html)).toContain("No release published on Codeberg");
  });
});

describe("a host's rate limit", () => {
  it("stops that host's reads for the rest of the run, not GitHub's, and pauses nothing", async ({ sql, db }) => {
    const first = await forgeTool(sql, "gitlab", `${run}-limited/one`, {});
    const second = await forgeTool(sql, "gitlab", `${run}-limited/two`, {});
    const githubTool = await insertTool(sql, { slug: `${run}-${uniqueSlug("gh")}` });
    const githubKey = `${run}-owner/app`;
    await sql`UPDATE tools SET repository_url = ${`https://github.com/${githubKey}`} WHERE id = ${githubTool.id}`;
    await setForge("github", { repositories: { [githubKey]: {} } });
    await setForge("gitlab", { rateLimited: true });

    const limited = await read(db);
    expect(limited).toMatchObject({ status: "rate-limited", read: 1, requests: 3 });
    expect(await requestsTo("gitlab")).toHaveLength(1);
    expect(await repositoryStatsOf(sql, first.id)).toBeNull();
    expect(await repositoryStatsOf(sql, second.id)).toBeNull();
    expect(await repositoryStatsOf(sql, githubTool.id)).toMatchObject({ last_outcome: "ok" });
    expect(await sql`SELECT 1 FROM github_rate_limit_pause`).toEqual([]);

    await setForge("gitlab", { rateLimited: false });
    expect(await read(db)).toMatchObject({ status: "done", read: 2 });
  });
});
