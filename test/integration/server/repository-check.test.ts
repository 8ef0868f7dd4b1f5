// The repository check against a fake GitHub API on 127.0.0.1 answering in GitHub's format: the
// figures kept from a repository and its latest release, a repository without a release, a 404
// and a rate limit (403 and 429) that keep the last figures, the pause until GitHub's reset, the
// per-run request budget and the rotation, the token, a new release queued for the tool's watchers, and the minute cron
// that runs it once an hour.
import { env } from "cloudflare:workers";
import { afterAll, beforeEach, describe, expect, it } from "#test/support/fixtures.ts";
import { readRepositories, REQUESTS_PER_RUN } from "#app/server/repositories/read-repositories.server.ts";
import { REPOSITORY_READ_MINUTE } from "#functions/cron-jobs.ts";
import { postAs, signIn, uniqueAddress } from "#test/support/accounts.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { runMinuteCron } from "#test/support/cron.ts";
import { markEveryRepositoryRead, repositoryStatsOf } from "#test/support/repository-stats.ts";
import { visibleText } from "#test/support/page-text.ts";
import { get } from "#test/support/worker.ts";
import { dateInWords } from "#app/lib/date-in-words.ts";
import { mailTo } from "#test/support/mailbox.ts";
import type { FakeRepository, GitHubRequest, GitHubState } from "#test/fakes/github-api.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type postgres from "postgres";

const FAKE = env.FAKE_SERVICES_URL;
const run = uniqueSlug("repo");
const HOUR = 3_600_000;

async function setGitHub(state: GitHubState & { reset_requests?: boolean }) {
  await fetch(`${FAKE}/__github`, { method: "POST", body: JSON.stringify(state) });
}
const requests = async () => (await (await fetch(`${FAKE}/__github`)).json()) as GitHubRequest[];

/** A published tool of this run naming a repository of the fake, which answers `answer` for it. */
async function repositoryTool(sql: postgres.Sql, answer: FakeRepository | "missing", status = "published") {
  const tag = uniqueSlug("r");
  const owner = `${run}-owner`;
  const tool = await insertTool(sql, { slug: `${run}-${tag}`, status });
  await sql`UPDATE tools SET repository_url = ${`https://github.com/${owner}/${tag}`} WHERE id = ${tool.id}`;
  if (answer !== "missing") await setGitHub({ repositories: { [`${owner}/${tag}`]: answer } });
  return { ...tool, path: `/repos/${owner}/${tag}`, key: `${owner}/${tag}` };
}

const read = (db: Database, at = new Date()) => readRepositories(env, db, at);

// Every other tool with a repository (other files', the seed's) counts as just read, so runs here
// only ever reach this file's repositories; no pause is left from a previous test.
beforeEach(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
  await markEveryRepositoryRead(sql);
  await setGitHub({ rateLimited: null, reset_requests: true });
});
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
  await sql`DELETE FROM github_rate_limit_pause`;
  await setGitHub({ rateLimited: null, reset_requests: true });
});

describe("what a read keeps", () => {
  it("keeps the repository's last push, archive flag, licence and stars, and its latest release", async ({
    sql,
    db,
  }) => {
    const tool = await repositoryTool(sql, {
      pushed_at: "2026-09-30T12:00:00Z",
      archived: false,
      license: "MIT",
      stargazers_count: 1234,
      release: { tag_name: "v2.1.0", published_at: "2026-10-02T08:30:00Z" },
    });
    const result = await read(db);
    expect(result).toMatchObject({ status: "done", read: 1, requests: 2 });
    expect(await repositoryStatsOf(sql, tool.id)).toMatchObject({
      last_outcome: "ok",
      archived: false,
      pushed_at: "2026-09-30T12:00:00Z",
      license_spdx_id: "MIT",
      stars: 1234,
      release_tag: "v2.1.0",
      release_published_at: "2026-10-02T08:30:00Z",
      release_url: `https://github.com/${tool.key}/releases/tag/v2.1.0`,
    });
    expect((await requests()).map((request) => request.path)).toEqual([tool.path, `${tool.path}/releases/latest`]);
  });

  it("keeps no release for a repository that has none (404 on the latest release), and a licence GitHub cannot name as such", async ({
    sql,
    db,
  }) => {
    const tool = await repositoryTool(sql, { archived: true, license: "NOASSERTION", release: null });
    await read(db);
    expect(await repositoryStatsOf(sql, tool.id)).toMatchObject({
      last_outcome: "ok",
      archived: true,
      license_spdx_id: "NOASSERTION",
      release_tag: null,
      release_published_at: null,
    });
  });

  it("keeps the last figures when the repository answers 404, and says so", async ({ sql, db }) => {
    const tool = await repositoryTool(sql, {
      stargazers_count: 7,
      release: { tag_name: "1.0", published_at: "2025-01-01T00:00:00Z" },
    });
    await read(db);
    await setGitHub({ repositories: { [tool.key]: null } });
    await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
    const result = await read(db);
    expect(result).toMatchObject({ notFound: 1, read: 0, requests: 1 });
    expect(await repositoryStatsOf(sql, tool.id)).toMatchObject({
      last_outcome: "not-found",
      stars: 7,
      release_tag: "1.0",
    });
  });

  it("drops the figures of an address the tool no longer names, and reads the new one first", async ({ sql, db }) => {
    const tool = await repositoryTool(sql, { stargazers_count: 99 });
    await read(db);
    await sql`UPDATE tools SET repository_url = ${`https://github.com/${run}-owner/gone`} WHERE id = ${tool.id}`;
    const result = await read(db);
    expect(result).toMatchObject({ notFound: 1 });
    expect(await repositoryStatsOf(sql, tool.id)).toMatchObject({ last_outcome: "not-found", stars: null });
  });

  it("reads published tools only", async ({ sql, db }) => {
    const draft = await repositoryTool(sql, {}, "draft");
    expect(await read(db)).toMatchObject({ read: 0, requests: 0 });
    expect(await repositoryStatsOf(sql, draft.id)).toBeNull();
  });
});

describe("what the tool page and the editors see", () => {
  const openReviews = (sql: postgres.Sql, toolId: string) =>
    sql<{ detail: string }[]>`SELECT detail FROM tool_reviews WHERE tool_id = ${toolId} AND closed_at IS NULL`;

  it("shows the licence and stars, and a repository gone since its first 404 says so", async ({ sql, db }) => {
    const tool = await repositoryTool(sql, { license: "GPL-3.0", stargazers_count: 1234 });
    await read(db);
    let text = visibleText((await get(`/tool/${tool.slug}?v=1`)).html);
    expect(text).toContain("Licence: GPL-3.0");
    expect(text).toContain("1,234 stars on GitHub");
    expect(text).toMatch(/on GitHub , read \w+ \d+, \d{4}/);

    const readAgainAt = async (at: Date) => {
      await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
      await read(db, at);
    };
    await setGitHub({ repositories: { [tool.key]: null } });
    const firstMissing = new Date();
    await readAgainAt(firstMissing);
    await readAgainAt(new Date(firstMissing.getTime() + 3_600_000));
    const [stats] = await sql<{ since: string; outcome: string }[]>`
      SELECT to_char(not_found_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since, last_outcome AS outcome
      FROM tool_repository_stats WHERE tool_id = ${tool.id}`;
    expect(stats).toEqual({ since: firstMissing.toISOString(), outcome: "not-found" });
    text = visibleText((await get(`/tool/${tool.slug}?v=2`)).html);
    expect(text).toContain(`repository not found since ${dateInWords(firstMissing)}`);
    expect(text).not.toMatch(/on GitHub , read/);

    await setGitHub({ repositories: { [tool.key]: { license: "GPL-3.0" } } });
    await readAgainAt(new Date());
    expect(visibleText((await get(`/tool/${tool.slug}?v=3`)).html)).not.toContain("repository not found since");
  });

  it("queues one licence review when the licence contradicts the open-source fact, and closes it once they agree", async ({
    sql,
    db,
  }) => {
    const tool = await repositoryTool(sql, { license: "BUSL-1.1" });
    await sql`UPDATE tools SET open_source = true WHERE id = ${tool.id}`;
    await read(db);
    expect(await openReviews(sql, tool.id)).toEqual([
      {
        detail:
          "The listing says open source, but the repository's licence is BUSL-1.1, which restricts use: source available?",
      },
    ]);
    await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
    await read(db);
    expect(await openReviews(sql, tool.id)).toHaveLength(1);

    await sql`UPDATE tools SET open_source = false, source_available = true WHERE id = ${tool.id}`;
    await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
    await read(db);
    expect(await openReviews(sql, tool.id)).toEqual([]);
    const [closed] = await sql<{ closed_by: string }[]>`SELECT closed_by FROM tool_reviews WHERE tool_id = ${tool.id}`;
    expect(closed!.closed_by).toBe("check");
  });

  it("queues no review for a licence GitHub cannot name, nor for a tool whose openness is not known", async ({
    sql,
    db,
  }) => {
    const unnamed = await repositoryTool(sql, { license: "NOASSERTION" });
    await sql`UPDATE tools SET open_source = true WHERE id = ${unnamed.id}`;
    const unknown = await repositoryTool(sql, { license: "MIT" });
    await sql`UPDATE tools SET open_source = NULL WHERE id = ${unknown.id}`;
    await read(db);
    expect(await openReviews(sql, unnamed.id)).toEqual([]);
    expect(await openReviews(sql, unknown.id)).toEqual([]);
  });
});

describe("the lifecycle signals a read finds", () => {
  const reviewsOf = (sql: postgres.Sql, toolId: string, kind: string) =>
    sql<{ id: string; detail: string; closed_by: string | null }[]>`SELECT id, detail, closed_by FROM tool_reviews
      WHERE tool_id = ${toolId} AND kind = ${kind} ORDER BY opened_at`;
  const readAgain = async (sql: postgres.Sql, db: Database, toolId: string, at = new Date()) => {
    await sql`UPDATE tool_repository_stats SET last_read_at = ${new Date(at.getTime() - 2 * 86_400_000).toISOString()} WHERE tool_id = ${toolId}`;
    await read(db, at);
  };
  async function watched(sql: postgres.Sql, toolId: string) {
    const watcher = await signIn(uniqueAddress("watcher"));
    await sql`INSERT INTO tool_watches (user_id, tool_id) SELECT id, ${toolId} FROM users WHERE email = ${watcher.email}`;
  }
  const queuedLines = (sql: postgres.Sql, toolId: string) =>
    sql<
      { lines: { label: string; before: string; after: string }[] }[]
    >`SELECT lines FROM tool_watch_changes WHERE tool_id = ${toolId}`;

  it("opens one review of an archived repository, tells the editors and queues it once for the watchers", async ({
    sql,
    db,
  }) => {
    const tool = await repositoryTool(sql, { archived: true });
    await watched(sql, tool.id);
    await read(db);
    await readAgain(sql, db, tool.id);
    const reviews = await reviewsOf(sql, tool.id, "repository-archived");
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.detail).toBe(`GitHub marks ${tool.key} as archived: the project may have ended.`);
    expect(await sql`SELECT 1 FROM editor_events WHERE key = ${`tool-review:${reviews[0]!.id}`}`).toHaveLength(1);
    expect(await queuedLines(sql, tool.id)).toEqual([
      { lines: [{ label: "Repository", before: "maintained", after: "archived on GitHub" }] },
    ]);

    await setGitHub({ repositories: { [tool.key]: { archived: false } } });
    await readAgain(sql, db, tool.id);
    expect((await reviewsOf(sql, tool.id, "repository-archived"))[0]!.closed_by).toBe("check");
  });

  it("opens a review of a repository gone for a week, not before", async ({ sql, db }) => {
    const tool = await repositoryTool(sql, {});
    await watched(sql, tool.id);
    await read(db);
    await setGitHub({ repositories: { [tool.key]: null } });
    await readAgain(sql, db, tool.id);
    expect(await reviewsOf(sql, tool.id, "repository-gone")).toEqual([]);
    // Six days later, still missing: not yet.
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000);
    await sql`UPDATE tool_repository_stats SET not_found_since = ${sixDaysAgo.toISOString()} WHERE tool_id = ${tool.id}`;
    await readAgain(sql, db, tool.id);
    expect(await reviewsOf(sql, tool.id, "repository-gone")).toEqual([]);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000 - 60_000);
    await sql`UPDATE tool_repository_stats SET not_found_since = ${weekAgo.toISOString()} WHERE tool_id = ${tool.id}`;
    await readAgain(sql, db, tool.id);
    const [review] = await reviewsOf(sql, tool.id, "repository-gone");
    expect(review!.detail).toContain(`since ${dateInWords(weekAgo)}: it was deleted, made private or moved.`);
    expect((await queuedLines(sql, tool.id))[0]!.lines[0]).toMatchObject({ label: "Repository", before: tool.key });
  });

  it("opens a review of a repository without a release in two years", async ({ sql, db }) => {
    const tool = await repositoryTool(sql, { release: { tag_name: "v0.9", published_at: "2023-01-05T00:00:00Z" } });
    await read(db);
    const [review] = await reviewsOf(sql, tool.id, "no-release");
    expect(review!.detail).toBe("The latest release, v0.9, is from January 5, 2023: more than two years without one.");
  });
});

describe("GitHub's rate limit", () => {
  it.for([403, 429] as const)(
    "a %i with x-ratelimit-remaining 0 stops the run, keeps the figures and pauses every run until the reset",
    async (status, { sql, db }) => {
      const tool = await repositoryTool(sql, {
        stargazers_count: 5,
        release: { tag_name: "v1", published_at: "2026-01-01T00:00:00Z" },
      });
      await read(db);
      await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
      const other = await repositoryTool(sql, {});
      const reset = Math.floor(Date.now() / 1000) + 1800;
      await setGitHub({ rateLimited: status, reset, reset_requests: true });

      const limited = await read(db);
      expect(limited).toMatchObject({
        status: "rate-limited",
        read: 0,
        requests: 1,
        until: new Date(reset * 1000).toISOString(),
      });
      // One request, not one per tool: the run stopped at the first refusal.
      expect(await requests()).toHaveLength(1);
      expect(await repositoryStatsOf(sql, tool.id)).toMatchObject({ last_outcome: "ok", stars: 5, release_tag: "v1" });
      expect(await repositoryStatsOf(sql, other.id)).toBeNull();

      // Until the reset, no run asks GitHub anything, even once it would answer again.
      await setGitHub({ rateLimited: null, reset_requests: true });
      expect(await read(db, new Date(reset * 1000 - 60_000))).toMatchObject({ status: "paused", requests: 0 });
      expect(await requests()).toHaveLength(0);

      // After it, the tools not read come first.
      const after = await read(db, new Date(reset * 1000 + 60_000));
      expect(after).toMatchObject({ status: "done", read: 2 });
      expect(await repositoryStatsOf(sql, other.id)).toMatchObject({ last_outcome: "ok" });
    },
  );
});

describe("the run's budget and rotation", () => {
  it(`makes at most ${REQUESTS_PER_RUN} requests a run, least recently read first, and none for a tool read within the day`, async ({
    sql,
    db,
  }) => {
    const many = [];
    for (let i = 0; i < REQUESTS_PER_RUN / 2 + 3; i++) many.push(await repositoryTool(sql, {}));
    const first = await read(db);
    expect(first.requests).toBe(REQUESTS_PER_RUN);
    expect(first.read).toBe(REQUESTS_PER_RUN / 2);
    expect(await requests()).toHaveLength(REQUESTS_PER_RUN);

    const second = await read(db);
    expect(second).toMatchObject({ read: 3, requests: 6 });
    for (const tool of many) expect(await repositoryStatsOf(sql, tool.id)).toMatchObject({ last_outcome: "ok" });

    expect(await read(db)).toMatchObject({ read: 0, requests: 0 });
  });

  it("asks without a token by default, with Bearer GITHUB_TOKEN when set, and names itself", async ({ sql, db }) => {
    await repositoryTool(sql, {});
    await read(db);
    const [keyless] = await requests();
    expect(keyless!.authorization).toBeNull();
    expect(keyless!.userAgent).toContain(env.SITE_NAME);

    await repositoryTool(sql, {});
    await setGitHub({ reset_requests: true });
    await readRepositories({ ...env, GITHUB_TOKEN: "ghp_test" }, db, new Date());
    const [withToken] = await requests();
    expect(withToken!.authorization).toBe("Bearer ghp_test");
  });
});

describe("a new release", () => {
  it("is queued once for the tool's watchers when the latest release changes, not on the first read", async ({
    sql,
    db,
  }) => {
    const tool = await repositoryTool(sql, { release: { tag_name: "v1.0", published_at: "2026-01-01T00:00:00Z" } });
    const watcher = await signIn(uniqueAddress("release-watcher"));
    expect((await postAs(watcher, `/tool/${tool.slug}`, { intent: "watch" })).html).toContain("Watching for changes");
    const queued = async () =>
      (await sql<{ lines: unknown }[]>`SELECT lines FROM tool_watch_changes WHERE tool_id = ${tool.id}`).map(
        (row) => row.lines,
      );
    await read(db);
    expect(await queued()).toEqual([]);

    await setGitHub({
      repositories: { [tool.key]: { release: { tag_name: "v1.1", published_at: "2026-11-01T10:00:00Z" } } },
    });
    await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
    expect(await read(db)).toMatchObject({ newReleases: 1 });
    const change = [{ label: "Latest release", before: "v1.0, January 1, 2026", after: "v1.1, November 1, 2026" }];
    expect(await queued()).toEqual([change]);

    await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
    await read(db);
    expect(await queued()).toEqual([change]);

    await runMinuteCron();
    const mails = (await mailTo(FAKE, watcher.email)).filter((mail) => mail.text.includes("v1.1, November 1, 2026"));
    expect(mails).toHaveLength(1);
  });
});

describe("an answer the check does not trust", () => {
  it.for<[string, number]>([
    ["a star count past what a count can be", 1e308],
    ["a negative star count", -5],
    ["a fractional star count", 2.5],
  ])("skips the tool with %s, keeps its last figures and reads the next one", async ([, stars], { sql, db }) => {
    const bad = await repositoryTool(sql, { stargazers_count: stars, release: null });
    const good = await repositoryTool(sql, { stargazers_count: 7, release: null });
    const result = await read(db);
    expect(result).toMatchObject({ status: "done", read: 1, failed: 1 });
    expect(await repositoryStatsOf(sql, bad.id)).toMatchObject({ last_outcome: "failed", stars: null });
    expect(await repositoryStatsOf(sql, good.id)).toMatchObject({ last_outcome: "ok", stars: 7 });
  });

  it("reads no more than 512 KB of an answer: a 2 MB one fails that tool alone", async ({ sql, db }) => {
    const huge = await repositoryTool(sql, { misbehave: "huge" });
    const good = await repositoryTool(sql, { stargazers_count: 3, release: null });
    const result = await read(db);
    expect(result).toMatchObject({ status: "done", read: 1, failed: 1 });
    expect(await repositoryStatsOf(sql, huge.id)).toMatchObject({ last_outcome: "failed" });
    expect(await repositoryStatsOf(sql, good.id)).toMatchObject({ last_outcome: "ok", stars: 3 });
  });

  it("follows no redirect to a loopback address", async ({ sql, db }) => {
    const redirected = await repositoryTool(sql, { misbehave: "redirect-to-loopback" });
    const result = await read(db);
    expect(result).toMatchObject({ read: 0, failed: 1 });
    expect(await repositoryStatsOf(sql, redirected.id)).toMatchObject({ last_outcome: "failed" });
    // Asked once; the redirect's target, this same fake under the name localhost, never.
    expect((await requests()).map((request) => request.path)).toEqual([redirected.path]);
  });

  it("stops asking when the run's time is up: a host that never answers holds it no longer", async ({ sql, db }) => {
    const first = await repositoryTool(sql, { misbehave: "hang" });
    const second = await repositoryTool(sql, { misbehave: "hang" });
    const started = Date.now();
    const result = await readRepositories(env, db, new Date(), 1_000);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(result).toMatchObject({ status: "out-of-time", read: 0, failed: 1 });
    const outcomes = [
      (await repositoryStatsOf(sql, first.id))?.last_outcome,
      (await repositoryStatsOf(sql, second.id))?.last_outcome,
    ];
    expect(outcomes.filter((outcome) => outcome === "failed")).toHaveLength(1);
  });
});

describe("the minute cron", () => {
  const at = (minute: number) => {
    const date = new Date();
    date.setUTCMinutes(minute, 0, 0);
    return date.getTime() - HOUR;
  };

  it(`reads repositories at :${REPOSITORY_READ_MINUTE} only`, async ({ sql }) => {
    const tool = await repositoryTool(sql, { stargazers_count: 3 });
    await runMinuteCron(at(REPOSITORY_READ_MINUTE + 1));
    expect(await repositoryStatsOf(sql, tool.id)).toBeNull();
    await runMinuteCron(at(REPOSITORY_READ_MINUTE));
    expect(await repositoryStatsOf(sql, tool.id)).toMatchObject({ last_outcome: "ok", stars: 3 });
  });

  it(`asks GitHub at most ${REQUESTS_PER_RUN} times in that invocation, however many tools are due`, async ({
    sql,
  }) => {
    for (let i = 0; i < REQUESTS_PER_RUN; i++) await repositoryTool(sql, {});
    await runMinuteCron(at(REPOSITORY_READ_MINUTE));
    expect(await requests()).toHaveLength(REQUESTS_PER_RUN);
  });
});
