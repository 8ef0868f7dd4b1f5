// The repository check against a fake GitHub API on 127.0.0.1 answering in GitHub's format: the
// figures kept from a repository and its latest release, a repository without a release, a 404
// and a rate limit (403 and 429) that keep the last figures, the pause until GitHub's reset, the
// per-run request budget and the rotation, the token, a new release queued for the tool's watchers, and the minute cron
// that runs it once an hour.
import { env } from "cloudflare:workers";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { readRepositories, REQUESTS_PER_RUN } from "#app/server/repositories/read-repositories.server.ts";
import { REPOSITORY_READ_MINUTE } from "#functions/cron-jobs.ts";
import { postAs, signIn, uniqueAddress } from "#test/support/accounts.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { runMinuteCron } from "#test/support/cron.ts";
import { openTestDatabase } from "#test/support/database.ts";
import { markEveryRepositoryRead, repositoryStatsOf } from "#test/support/repository-stats.ts";
import { visibleText } from "#test/support/page-text.ts";
import { get } from "#test/support/worker.ts";
import { dateInWords } from "#app/lib/date-in-words.ts";
import { mailTo } from "#test/support/mailbox.ts";
import type { FakeRepository, GitHubRequest, GitHubState } from "#test/fakes/github-api.ts";

const { sql, db, close } = openTestDatabase(env.HYPERDRIVE.connectionString);
const FAKE = env.FAKE_SERVICES_URL;
const run = uniqueSlug("repo");
const HOUR = 3_600_000;

async function setGitHub(state: GitHubState & { reset_requests?: boolean }) {
  await fetch(`${FAKE}/__github`, { method: "POST", body: JSON.stringify(state) });
}
const requests = async () => (await (await fetch(`${FAKE}/__github`)).json()) as GitHubRequest[];

/** A published tool of this run naming a repository of the fake, which answers `answer` for it. */
async function repositoryTool(answer: FakeRepository | "missing", status = "published") {
  const tag = uniqueSlug("r");
  const owner = `${run}-owner`;
  const tool = await insertTool(sql, { slug: `${run}-${tag}`, status });
  await sql`UPDATE tools SET repository_url = ${`https://github.com/${owner}/${tag}`} WHERE id = ${tool.id}`;
  if (answer !== "missing") await setGitHub({ repositories: { [`${owner}/${tag}`]: answer } });
  return { ...tool, path: `/repos/${owner}/${tag}`, key: `${owner}/${tag}` };
}

const statsOf = (toolId: string) => repositoryStatsOf(sql, toolId);

const read = (at = new Date()) => readRepositories(env, db, at);

// Every other tool with a repository (other files', the seed's) counts as just read, so runs here
// only ever reach this file's repositories; no pause is left from a previous test.
beforeEach(async () => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
  await markEveryRepositoryRead(sql);
  await setGitHub({ rateLimited: null, reset_requests: true });
});
afterAll(async () => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
  await sql`DELETE FROM github_rate_limit_pause`;
  await setGitHub({ rateLimited: null, reset_requests: true });
  await close();
});

describe("what a read keeps", () => {
  it("keeps the repository's last push, archive flag, licence and stars, and its latest release", async () => {
    const tool = await repositoryTool({
      pushed_at: "2026-09-30T12:00:00Z",
      archived: false,
      license: "MIT",
      stargazers_count: 1234,
      release: { tag_name: "v2.1.0", published_at: "2026-10-02T08:30:00Z" },
    });
    const result = await read();
    expect(result).toMatchObject({ status: "done", read: 1, requests: 2 });
    expect(await statsOf(tool.id)).toMatchObject({
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

  it("keeps no release for a repository that has none (404 on the latest release), and a licence GitHub cannot name as such", async () => {
    const tool = await repositoryTool({ archived: true, license: "NOASSERTION", release: null });
    await read();
    expect(await statsOf(tool.id)).toMatchObject({
      last_outcome: "ok",
      archived: true,
      license_spdx_id: "NOASSERTION",
      release_tag: null,
      release_published_at: null,
    });
  });

  it("keeps the last figures when the repository answers 404, and says so", async () => {
    const tool = await repositoryTool({
      stargazers_count: 7,
      release: { tag_name: "1.0", published_at: "2025-01-01T00:00:00Z" },
    });
    await read();
    await setGitHub({ repositories: { [tool.key]: null } });
    await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
    const result = await read();
    expect(result).toMatchObject({ notFound: 1, read: 0, requests: 1 });
    expect(await statsOf(tool.id)).toMatchObject({ last_outcome: "not-found", stars: 7, release_tag: "1.0" });
  });

  it("drops the figures of an address the tool no longer names, and reads the new one first", async () => {
    const tool = await repositoryTool({ stargazers_count: 99 });
    await read();
    await sql`UPDATE tools SET repository_url = ${`https://github.com/${run}-owner/gone`} WHERE id = ${tool.id}`;
    const result = await read();
    expect(result).toMatchObject({ notFound: 1 });
    expect(await statsOf(tool.id)).toMatchObject({ last_outcome: "not-found", stars: null });
  });

  it("reads published tools only", async () => {
    const draft = await repositoryTool({}, "draft");
    expect(await read()).toMatchObject({ read: 0, requests: 0 });
    expect(await statsOf(draft.id)).toBeNull();
  });
});

describe("what the tool page and the editors see", () => {
  const openReviews = (toolId: string) =>
    sql<{ detail: string }[]>`SELECT detail FROM tool_reviews WHERE tool_id = ${toolId} AND closed_at IS NULL`;

  it("shows the licence and stars, and a repository gone since its first 404 says so", async () => {
    const tool = await repositoryTool({ license: "GPL-3.0", stargazers_count: 1234 });
    await read();
    let text = visibleText((await get(`/tool/${tool.slug}?v=1`)).html);
    expect(text).toContain("Licence: GPL-3.0");
    expect(text).toContain("1,234 stars on GitHub");
    expect(text).toMatch(/on GitHub , read \w+ \d+, \d{4}/);

    const readAgainAt = async (at: Date) => {
      await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
      await read(at);
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

  it("queues one licence review when the licence contradicts the open-source fact, and closes it once they agree", async () => {
    const tool = await repositoryTool({ license: "BUSL-1.1" });
    await sql`UPDATE tools SET open_source = true WHERE id = ${tool.id}`;
    await read();
    expect(await openReviews(tool.id)).toEqual([
      {
        detail:
          "The listing says open source, but the repository's licence is BUSL-1.1, which restricts use: source available?",
      },
    ]);
    await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
    await read();
    expect(await openReviews(tool.id)).toHaveLength(1);

    await sql`UPDATE tools SET open_source = false, source_available = true WHERE id = ${tool.id}`;
    await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
    await read();
    expect(await openReviews(tool.id)).toEqual([]);
    const [closed] = await sql<{ closed_by: string }[]>`SELECT closed_by FROM tool_reviews WHERE tool_id = ${tool.id}`;
    expect(closed!.closed_by).toBe("check");
  });

  it("queues no review for a licence GitHub cannot name, nor for a tool whose openness is not known", async () => {
    const unnamed = await repositoryTool({ license: "NOASSERTION" });
    await sql`UPDATE tools SET open_source = true WHERE id = ${unnamed.id}`;
    const unknown = await repositoryTool({ license: "MIT" });
    await sql`UPDATE tools SET open_source = NULL WHERE id = ${unknown.id}`;
    await read();
    expect(await openReviews(unnamed.id)).toEqual([]);
    expect(await openReviews(unknown.id)).toEqual([]);
  });
});

describe("the lifecycle signals a read finds", () => {
  const reviewsOf = (toolId: string, kind: string) =>
    sql<{ id: string; detail: string; closed_by: string | null }[]>`SELECT id, detail, closed_by FROM tool_reviews
      WHERE tool_id = ${toolId} AND kind = ${kind} ORDER BY opened_at`;
  const readAgain = async (toolId: string, at = new Date()) => {
    await sql`UPDATE tool_repository_stats SET last_read_at = ${new Date(at.getTime() - 2 * 86_400_000).toISOString()} WHERE tool_id = ${toolId}`;
    await read(at);
  };
  async function watched(toolId: string) {
    const watcher = await signIn(uniqueAddress("watcher"));
    await sql`INSERT INTO tool_watches (user_id, tool_id) SELECT id, ${toolId} FROM users WHERE email = ${watcher.email}`;
  }
  const queuedLines = (toolId: string) =>
    sql<
      { lines: { label: string; before: string; after: string }[] }[]
    >`SELECT lines FROM tool_watch_changes WHERE tool_id = ${toolId}`;

  it("opens one review of an archived repository, tells the editors and queues it once for the watchers", async () => {
    const tool = await repositoryTool({ archived: true });
    await watched(tool.id);
    await read();
    await readAgain(tool.id);
    const reviews = await reviewsOf(tool.id, "repository-archived");
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.detail).toBe(`GitHub marks ${tool.key} as archived: the project may have ended.`);
    expect(await sql`SELECT 1 FROM editor_events WHERE key = ${`tool-review:${reviews[0]!.id}`}`).toHaveLength(1);
    expect(await queuedLines(tool.id)).toEqual([
      { lines: [{ label: "Repository", before: "maintained", after: "archived on GitHub" }] },
    ]);

    await setGitHub({ repositories: { [tool.key]: { archived: false } } });
    await readAgain(tool.id);
    expect((await reviewsOf(tool.id, "repository-archived"))[0]!.closed_by).toBe("check");
  });

  it("opens a review of a repository gone for a week, not before", async () => {
    const tool = await repositoryTool({});
    await watched(tool.id);
    await read();
    await setGitHub({ repositories: { [tool.key]: null } });
    await readAgain(tool.id);
    expect(await reviewsOf(tool.id, "repository-gone")).toEqual([]);
    // Six days later, still missing: not yet.
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000);
    await sql`UPDATE tool_repository_stats SET not_found_since = ${sixDaysAgo.toISOString()} WHERE tool_id = ${tool.id}`;
    await readAgain(tool.id);
    expect(await reviewsOf(tool.id, "repository-gone")).toEqual([]);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000 - 60_000);
    await sql`UPDATE tool_repository_stats SET not_found_since = ${weekAgo.toISOString()} WHERE tool_id = ${tool.id}`;
    await readAgain(tool.id);
    const [review] = await reviewsOf(tool.id, "repository-gone");
    expect(review!.detail).toContain(`since ${dateInWords(weekAgo)}: it was deleted, made private or moved.`);
    expect((await queuedLines(tool.id))[0]!.lines[0]).toMatchObject({ label: "Repository", before: tool.key });
  });

  it("opens a review of a repository without a release in two years", async () => {
    const tool = await repositoryTool({ release: { tag_name: "v0.9", published_at: "2023-01-05T00:00:00Z" } });
    await read();
    const [review] = await reviewsOf(tool.id, "no-release");
    expect(review!.detail).toBe("The latest release, v0.9, is from January 5, 2023: more than two years without one.");
  });
});

describe("GitHub's rate limit", () => {
  it.each([403, 429] as const)(
    "a %i with x-ratelimit-remaining 0 stops the run, keeps the figures and pauses every run until the reset",
    async (status) => {
      const tool = await repositoryTool({
        stargazers_count: 5,
        release: { tag_name: "v1", published_at: "2026-01-01T00:00:00Z" },
      });
      await read();
      await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
      const other = await repositoryTool({});
      const reset = Math.floor(Date.now() / 1000) + 1800;
      await setGitHub({ rateLimited: status, reset, reset_requests: true });

      const limited = await read();
      expect(limited).toMatchObject({
        status: "rate-limited",
        read: 0,
        requests: 1,
        until: new Date(reset * 1000).toISOString(),
      });
      // One request, not one per tool: the run stopped at the first refusal.
      expect(await requests()).toHaveLength(1);
      expect(await statsOf(tool.id)).toMatchObject({ last_outcome: "ok", stars: 5, release_tag: "v1" });
      expect(await statsOf(other.id)).toBeNull();

      // Until the reset, no run asks GitHub anything, even once it would answer again.
      await setGitHub({ rateLimited: null, reset_requests: true });
      expect(await read(new Date(reset * 1000 - 60_000))).toMatchObject({ status: "paused", requests: 0 });
      expect(await requests()).toHaveLength(0);

      // After it, the tools not read come first.
      const after = await read(new Date(reset * 1000 + 60_000));
      expect(after).toMatchObject({ status: "done", read: 2 });
      expect(await statsOf(other.id)).toMatchObject({ last_outcome: "ok" });
    },
  );
});

describe("the run's budget and rotation", () => {
  it(`makes at most ${REQUESTS_PER_RUN} requests a run, least recently read first, and none for a tool read within the day`, async () => {
    const many = [];
    for (let i = 0; i < REQUESTS_PER_RUN / 2 + 3; i++) many.push(await repositoryTool({}));
    const first = await read();
    expect(first.requests).toBe(REQUESTS_PER_RUN);
    expect(first.read).toBe(REQUESTS_PER_RUN / 2);
    expect(await requests()).toHaveLength(REQUESTS_PER_RUN);

    const second = await read();
    expect(second).toMatchObject({ read: 3, requests: 6 });
    for (const tool of many) expect(await statsOf(tool.id)).toMatchObject({ last_outcome: "ok" });

    expect(await read()).toMatchObject({ read: 0, requests: 0 });
  });

  it("asks without a token by default, with Bearer GITHUB_TOKEN when set, and names itself", async () => {
    await repositoryTool({});
    await read();
    const [keyless] = await requests();
    expect(keyless!.authorization).toBeNull();
    expect(keyless!.userAgent).toContain(env.SITE_NAME);

    await repositoryTool({});
    await setGitHub({ reset_requests: true });
    await readRepositories({ ...env, GITHUB_TOKEN: "ghp_test" }, db, new Date());
    const [withToken] = await requests();
    expect(withToken!.authorization).toBe("Bearer ghp_test");
  });
});

describe("a new release", () => {
  it("is queued once for the tool's watchers when the latest release changes, not on the first read", async () => {
    const tool = await repositoryTool({ release: { tag_name: "v1.0", published_at: "2026-01-01T00:00:00Z" } });
    const watcher = await signIn(uniqueAddress("release-watcher"));
    expect((await postAs(watcher, `/tool/${tool.slug}`, { intent: "watch" })).html).toContain("Watching for changes");
    const queued = async () =>
      (await sql<{ lines: unknown }[]>`SELECT lines FROM tool_watch_changes WHERE tool_id = ${tool.id}`).map(
        (row) => row.lines,
      );
    await read();
    expect(await queued()).toEqual([]);

    await setGitHub({
      repositories: { [tool.key]: { release: { tag_name: "v1.1", published_at: "2026-11-01T10:00:00Z" } } },
    });
    await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
    expect(await read()).toMatchObject({ newReleases: 1 });
    const change = [{ label: "Latest release", before: "v1.0, January 1, 2026", after: "v1.1, November 1, 2026" }];
    expect(await queued()).toEqual([change]);

    await sql`UPDATE tool_repository_stats SET last_read_at = now() - interval '2 days' WHERE tool_id = ${tool.id}`;
    await read();
    expect(await queued()).toEqual([change]);

    await runMinuteCron();
    const mails = (await mailTo(FAKE, watcher.email)).filter((mail) => mail.text.includes("v1.1, November 1, 2026"));
    expect(mails).toHaveLength(1);
  });
});

describe("an answer the check does not trust", () => {
  it.each([
    ["a star count past what a count can be", 1e308],
    ["a negative star count", -5],
    ["a fractional star count", 2.5],
  ])("skips the tool with %s, keeps its last figures and reads the next one", async (_, stars) => {
    const bad = await repositoryTool({ stargazers_count: stars, release: null });
    const good = await repositoryTool({ stargazers_count: 7, release: null });
    const result = await read();
    expect(result).toMatchObject({ status: "done", read: 1, failed: 1 });
    expect(await statsOf(bad.id)).toMatchObject({ last_outcome: "failed", stars: null });
    expect(await statsOf(good.id)).toMatchObject({ last_outcome: "ok", stars: 7 });
  });

  it("reads no more than 512 KB of an answer: a 2 MB one fails that tool alone", async () => {
    const huge = await repositoryTool({ misbehave: "huge" });
    const good = await repositoryTool({ stargazers_count: 3, release: null });
    const result = await read();
    expect(result).toMatchObject({ status: "done", read: 1, failed: 1 });
    expect(await statsOf(huge.id)).toMatchObject({ last_outcome: "failed" });
    expect(await statsOf(good.id)).toMatchObject({ last_outcome: "ok", stars: 3 });
  });

  it("follows no redirect to a loopback address", async () => {
    const redirected = await repositoryTool({ misbehave: "redirect-to-loopback" });
    const result = await read();
    expect(result).toMatchObject({ read: 0, failed: 1 });
    expect(await statsOf(redirected.id)).toMatchObject({ last_outcome: "failed" });
    // Asked once; the redirect's target, this same fake under the name localhost, never.
    expect((await requests()).map((request) => request.path)).toEqual([redirected.path]);
  });

  it("stops asking when the run's time is up: a host that never answers holds it no longer", async () => {
    const first = await repositoryTool({ misbehave: "hang" });
    const second = await repositoryTool({ misbehave: "hang" });
    const started = Date.now();
    const result = await readRepositories(env, db, new Date(), 1_000);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(result).toMatchObject({ status: "out-of-time", read: 0, failed: 1 });
    const outcomes = [(await statsOf(first.id))?.last_outcome, (await statsOf(second.id))?.last_outcome];
    expect(outcomes.filter((outcome) => outcome === "failed")).toHaveLength(1);
  });
});

describe("the minute cron", () => {
  const at = (minute: number) => {
    const date = new Date();
    date.setUTCMinutes(minute, 0, 0);
    return date.getTime() - HOUR;
  };

  it(`reads repositories at :${REPOSITORY_READ_MINUTE} only`, async () => {
    const tool = await repositoryTool({ stargazers_count: 3 });
    await runMinuteCron(at(REPOSITORY_READ_MINUTE + 1));
    expect(await statsOf(tool.id)).toBeNull();
    await runMinuteCron(at(REPOSITORY_READ_MINUTE));
    expect(await statsOf(tool.id)).toMatchObject({ last_outcome: "ok", stars: 3 });
  });

  it(`asks GitHub at most ${REQUESTS_PER_RUN} times in that invocation, however many tools are due`, async () => {
    for (let i = 0; i < REQUESTS_PER_RUN; i++) await repositoryTool({});
    await runMinuteCron(at(REPOSITORY_READ_MINUTE));
    expect(await requests()).toHaveLength(REQUESTS_PER_RUN);
  });
});
