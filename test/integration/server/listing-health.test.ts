// The listing check against a fake tool website on 127.0.0.1: each way a site answers, the rule
// that flags a tool for review, the per-run limit and the rotation, the User-Agent, the history's
// bound, and the hourly cron run as Cloudflare runs it.
import { env } from "cloudflare:workers";
import { afterAll, beforeEach, describe, expect, it } from "#test/support/fixtures.ts";
import { checkListings, CHECKS_PER_RUN, REQUESTS_PER_RUN } from "#app/server/health/check-listings.server.ts";
import { LISTING_HEALTH_CRON } from "#functions/cron-jobs.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { runCron } from "#test/support/cron.ts";
import { markOtherToolsLookedAt, unmarkToolsLookedAt } from "#test/support/site-images.ts";
import type postgres from "postgres";
import type { Database } from "#app/server/db/client.server.ts";

const SITE = env.FAKE_SERVICES_URL;
const run = uniqueSlug("health");
const DAY = 86_400_000;
const MINUTE = 60_000;
/** One instant for the file, so that "exactly 3 days apart" is exact. */
const NOW = Date.now();
const ago = (ms: number) => new Date(NOW - ms);

interface SiteRequest {
  method: string;
  url: string;
  userAgent: string | null;
}
/** The fake site's requests for one tool's address (its path and `?tool=` tag). */
async function requestsFor(tag: string): Promise<SiteRequest[]> {
  const all = (await (await fetch(`${SITE}/__site`)).json()) as SiteRequest[];
  return all.filter((request) => request.url.endsWith(`tool=${tag}`));
}

/** A published tool of this run whose website is `page` of the fake site. */
async function siteTool(sql: postgres.Sql, page: string) {
  const tag = uniqueSlug("t");
  const tool = await insertTool(sql, { slug: `${run}-${tag}`, websiteUrl: `${SITE}/site/${page}?tool=${tag}` });
  return { ...tool, tag };
}

/** A past check of the tool's current address. */
async function addCheck(
  sql: postgres.Sql,
  toolId: string,
  outcome: string,
  at: Date,
  statusCode: number | null = null,
) {
  await sql`INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url, checked_at)
    SELECT id, website_url, ${outcome}, ${statusCode}, website_url, ${at.toISOString()} FROM tools WHERE id = ${toolId}`;
}

const checksOf = (sql: postgres.Sql, toolId: string) =>
  sql<{ outcome: string; status_code: number | null; final_url: string }[]>`
    SELECT outcome, status_code, final_url FROM tool_health_checks WHERE tool_id = ${toolId} ORDER BY checked_at, id`;

async function healthOf(sql: postgres.Sql, toolId: string) {
  const [row] = await sql<{ state: string; failures: number; redirect_url: string | null }[]>`
    SELECT state, failures, redirect_url FROM tool_health WHERE tool_id = ${toolId}`;
  return row ?? null;
}

const check = (db: Database) => checkListings(env, db, new Date());

// Every other published tool (the seed's, other files') counts as just checked, so runs here only
// ever reach the fake site. This run's tools go when each test ends.
beforeEach(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
  await sql`INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url)
    SELECT t.id, t.website_url, 'ok', 200, t.website_url FROM tools t LEFT JOIN tool_health h ON h.tool_id = t.id
    WHERE t.status = 'published' AND (h.last_checked_at IS NULL OR h.last_checked_at < now() - interval '1 hour')`;
  await markOtherToolsLookedAt(sql);
});
// The e2e run that follows shares the database: leave it as a fresh site has it.
afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
  await sql`DELETE FROM tool_health_checks`;
  await unmarkToolsLookedAt(sql);
});

describe("one check of each kind of site", () => {
  it("records what each site answered, following redirects within the site and GETting when HEAD is refused", async ({
    sql,
    db,
  }) => {
    const ok = await siteTool(sql, "ok");
    const notFound = await siteTool(sql, "not-found");
    const broken = await siteTool(sql, "error");
    const moved = await siteTool(sql, "moved");
    const away = await siteTool(sql, "away");
    const noHead = await siteTool(sql, "no-head");
    const loop = await siteTool(sql, "loop");

    const result = await check(db);
    expect(result.checked).toBe(7);

    expect(await checksOf(sql, ok.id)).toEqual([
      { outcome: "ok", status_code: 200, final_url: `${SITE}/site/ok?tool=${ok.tag}` },
    ]);
    expect(await checksOf(sql, notFound.id)).toEqual([
      { outcome: "http-error", status_code: 404, final_url: `${SITE}/site/not-found?tool=${notFound.tag}` },
    ]);
    expect((await checksOf(sql, broken.id))[0]).toMatchObject({ outcome: "http-error", status_code: 500 });
    // Two hops, the second by an absolute address; the query string is dropped by the site's own redirect.
    expect(await checksOf(sql, moved.id)).toEqual([{ outcome: "ok", status_code: 200, final_url: `${SITE}/site/ok` }]);
    expect(await checksOf(sql, away.id)).toEqual([
      { outcome: "redirected-away", status_code: 301, final_url: "https://elsewhere.example/landing" },
    ]);
    expect(await checksOf(sql, noHead.id)).toEqual([
      { outcome: "ok", status_code: 200, final_url: `${SITE}/site/no-head?tool=${noHead.tag}` },
    ]);
    expect((await checksOf(sql, loop.id))[0]).toMatchObject({ outcome: "too-many-redirects", status_code: 302 });

    // HEAD only when it is answered; a GET after a refused HEAD; a failing site is asked both ways.
    expect((await requestsFor(ok.tag)).map((r) => r.method)).toEqual(["HEAD"]);
    expect((await requestsFor(noHead.tag)).map((r) => r.method)).toEqual(["HEAD", "GET"]);
    expect((await requestsFor(notFound.tag)).map((r) => r.method)).toEqual(["HEAD", "GET"]);
    expect((await requestsFor(away.tag)).map((r) => r.method)).toEqual(["HEAD"]);

    // Every request says who asks: the site's name and address.
    for (const tool of [ok, notFound, broken, away, noHead])
      for (const request of await requestsFor(tool.tag))
        expect(request.userAgent).toBe("Bitcoin Tools Directory listing check (+http://localhost)");

    // One answer flags nothing, except a redirect to another domain, which is flagged at once.
    expect(await healthOf(sql, ok.id)).toMatchObject({ state: "ok", failures: 0 });
    expect(await healthOf(sql, notFound.id)).toMatchObject({ state: "failing", failures: 1 });
    expect(await healthOf(sql, away.id)).toEqual({
      state: "needs-review",
      failures: 1,
      redirect_url: "https://elsewhere.example/landing",
    });
  });

  it("gives up on a site that does not answer within the timeout, without asking twice", async ({ sql, db }) => {
    const hanging = await siteTool(sql, "hanging");
    const started = Date.now();
    await check(db);
    expect(Date.now() - started).toBeLessThan(9_000);
    expect(await checksOf(sql, hanging.id)).toEqual([
      { outcome: "timeout", status_code: null, final_url: `${SITE}/site/hanging?tool=${hanging.tag}` },
    ]);
    expect((await requestsFor(hanging.tag)).map((r) => r.method)).toEqual(["HEAD"]);
  }, 20_000);
});

describe("addresses that are not on the public web", () => {
  const port = new URL(SITE).port;

  it("never asks a stored website at an internal address, in any notation, and flags the tool at once", async ({
    sql,
    db,
  }) => {
    const tools = [];
    for (const host of [
      "2130706433",
      "0x7f.0.0.1",
      "0177.0.0.1",
      "127.1",
      "127.0.0.1.",
      "localhost",
      "[::ffff:127.0.0.1]",
    ]) {
      const tag = uniqueSlug("t");
      const websiteUrl = `http://${host}:${port}/site/ok?tool=${tag}`;
      tools.push({ ...(await insertTool(sql, { slug: `${run}-${tag}`, websiteUrl })), tag, websiteUrl });
    }
    const result = await check(db);
    expect(result).toMatchObject({ checked: tools.length, requests: 0 });
    for (const tool of tools) {
      expect(await requestsFor(tool.tag), tool.websiteUrl).toEqual([]);
      expect(await checksOf(sql, tool.id)).toEqual([
        { outcome: "refused-address", status_code: null, final_url: tool.websiteUrl },
      ]);
      expect(await healthOf(sql, tool.id)).toMatchObject({ state: "needs-review", failures: 1 });
    }
  });

  it("does not follow a redirect to an internal address or to another port of the same host", async ({ sql, db }) => {
    const decimal = await siteTool(sql, "to-decimal-ip");
    const trailingDot = await siteTool(sql, "to-trailing-dot");
    const otherPort = await siteTool(sql, "to-other-port");
    await check(db);
    const target = (host: string, tag: string) => `http://${host}/site/ok?tool=${tag}`;
    expect(await checksOf(sql, decimal.id)).toEqual([
      { outcome: "redirected-away", status_code: 302, final_url: target(`127.0.0.1:${port}`, decimal.tag) },
    ]);
    expect(await checksOf(sql, trailingDot.id)).toEqual([
      { outcome: "redirected-away", status_code: 301, final_url: target(`127.0.0.1:${port}`, trailingDot.tag) },
    ]);
    expect(await checksOf(sql, otherPort.id)).toEqual([
      {
        outcome: "redirected-away",
        status_code: 307,
        final_url: target(`127.0.0.1:${Number(port) + 1}`, otherPort.tag),
      },
    ]);
    // Only the tools' own pages were asked, once each (a HEAD): never where they redirect.
    for (const tool of [decimal, trailingDot, otherPort])
      expect((await requestsFor(tool.tag)).map((r) => `${r.method} ${r.url.split("?")[0]}`)).toEqual([
        `HEAD /site/${tool === decimal ? "to-decimal-ip" : tool === trailingDot ? "to-trailing-dot" : "to-other-port"}`,
      ]);
    expect(await healthOf(sql, decimal.id)).toMatchObject({ state: "needs-review" });
  });
});

describe("the rule: at least 3 failed checks since the last success, the first and last at least 3 days apart", () => {
  it("flags a site failing 3 times over exactly 3 days, not over 3 days less a minute", async ({ sql }) => {
    const flagged = await siteTool(sql, "not-found");
    await addCheck(sql, flagged.id, "http-error", ago(3 * DAY + 10 * MINUTE), 404);
    await addCheck(sql, flagged.id, "timeout", ago(DAY));
    await addCheck(sql, flagged.id, "http-error", ago(10 * MINUTE), 404);
    expect(await healthOf(sql, flagged.id)).toMatchObject({ state: "needs-review", failures: 3 });

    const early = await siteTool(sql, "not-found");
    await addCheck(sql, early.id, "http-error", ago(3 * DAY + 9 * MINUTE), 404);
    await addCheck(sql, early.id, "http-error", ago(DAY), 404);
    await addCheck(sql, early.id, "http-error", ago(10 * MINUTE), 404);
    expect(await healthOf(sql, early.id)).toMatchObject({ state: "failing", failures: 3 });
  });

  it("needs 3 failures: 2 over 5 days are not enough", async ({ sql }) => {
    const tool = await siteTool(sql, "not-found");
    await addCheck(sql, tool.id, "network-error", ago(5 * DAY));
    await addCheck(sql, tool.id, "network-error", ago(DAY));
    expect(await healthOf(sql, tool.id)).toMatchObject({ state: "failing", failures: 2 });
  });

  it("counts only the failures since the last success, and a success clears the flag", async ({ sql, db }) => {
    const tool = await siteTool(sql, "ok");
    await addCheck(sql, tool.id, "http-error", ago(10 * DAY), 500);
    await addCheck(sql, tool.id, "http-error", ago(9 * DAY), 500);
    await addCheck(sql, tool.id, "ok", ago(8 * DAY), 200);
    await addCheck(sql, tool.id, "http-error", ago(5 * DAY), 500);
    await addCheck(sql, tool.id, "http-error", ago(2 * DAY), 500);
    expect(await healthOf(sql, tool.id)).toMatchObject({ state: "failing", failures: 2 });
    await addCheck(sql, tool.id, "http-error", ago(DAY), 500);
    expect(await healthOf(sql, tool.id)).toMatchObject({ state: "needs-review", failures: 3 });
    // The fake site answers 200 now: the check clears it.
    await check(db);
    expect(await healthOf(sql, tool.id)).toMatchObject({ state: "ok", failures: 0 });
  });

  it("flags a site on its third failed check by the cron, days after the first", async ({ sql, db }) => {
    const tool = await siteTool(sql, "error");
    await addCheck(sql, tool.id, "http-error", ago(4 * DAY), 500);
    await addCheck(sql, tool.id, "http-error", ago(2 * DAY), 500);
    await check(db);
    expect(await healthOf(sql, tool.id)).toMatchObject({ state: "needs-review", failures: 3 });
  });

  it("starts afresh when an editor changes the address: checked at the next run, the old failures left behind", async ({
    sql,
    db,
  }) => {
    const tool = await siteTool(sql, "not-found");
    await addCheck(sql, tool.id, "http-error", ago(4 * DAY), 404);
    await addCheck(sql, tool.id, "http-error", ago(2 * DAY), 404);
    await addCheck(sql, tool.id, "http-error", ago(30 * MINUTE), 404);
    expect(await healthOf(sql, tool.id)).toMatchObject({ state: "needs-review", failures: 3 });
    await sql`UPDATE tools SET website_url = ${`${SITE}/site/error?tool=${tool.tag}`} WHERE id = ${tool.id}`;
    expect((await check(db)).checked).toBe(1);
    expect(await healthOf(sql, tool.id)).toMatchObject({ state: "failing", failures: 1 });
    expect((await requestsFor(tool.tag)).map((r) => r.url)).toEqual([
      `/site/error?tool=${tool.tag}`,
      `/site/error?tool=${tool.tag}`,
    ]);
  });

  it("drops the checks older than 90 days, and a tool with none left is not yet checked", async ({ sql, db }) => {
    const tool = await siteTool(sql, "ok");
    await addCheck(sql, tool.id, "http-error", ago(91 * DAY), 500);
    await sql`UPDATE tools SET status = 'archived' WHERE id = ${tool.id}`;
    expect(await healthOf(sql, tool.id)).toMatchObject({ state: "failing" });
    expect((await check(db)).pruned).toBeGreaterThanOrEqual(1);
    expect(await checksOf(sql, tool.id)).toEqual([]);
    expect(await healthOf(sql, tool.id)).toBeNull();
  });

  it("forgets a deleted tool's checks and health with it", async ({ sql }) => {
    const tool = await siteTool(sql, "ok");
    await addCheck(sql, tool.id, "timeout", ago(DAY));
    await sql`DELETE FROM tools WHERE id = ${tool.id}`;
    expect(await checksOf(sql, tool.id)).toEqual([]);
    expect(await healthOf(sql, tool.id)).toBeNull();
  });
});

describe("a website failing for two weeks", () => {
  const reviewsOf = (sql: postgres.Sql, toolId: string) =>
    sql<{ detail: string; closed_at: Date | null }[]>`SELECT detail, closed_at FROM tool_reviews
      WHERE tool_id = ${toolId} AND kind = 'website-failing'`;

  it("opens one review for the editors, not at 13 days, and closes it when the site answers again", async ({
    sql,
    db,
  }) => {
    const long = await siteTool(sql, "error");
    for (const days of [15, 8, 1]) await addCheck(sql, long.id, "http-error", ago(days * DAY), 500);
    const recent = await siteTool(sql, "error");
    for (const days of [13, 8, 1]) await addCheck(sql, recent.id, "http-error", ago(days * DAY), 500);
    await check(db);
    await check(db);
    const reviews = await reviewsOf(sql, long.id);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.detail).toMatch(/has failed every check since \w+ \d+, \d{4}: the tool may have ended\.$/);
    expect(await reviewsOf(sql, recent.id)).toEqual([]);

    await sql`UPDATE tools SET website_url = ${`${SITE}/site/ok`} WHERE id = ${long.id}`;
    await check(db);
    expect((await reviewsOf(sql, long.id))[0]!.closed_at).not.toBeNull();
  });
});

describe("which tools a run checks", () => {
  it(`checks at most ${CHECKS_PER_RUN} a run: never-checked tools first, then the least recently checked`, async ({
    sql,
    db,
  }) => {
    const fresh = [];
    for (let i = 0; i < CHECKS_PER_RUN - 1; i++) fresh.push(await siteTool(sql, "ok"));
    const twoDays = await siteTool(sql, "ok");
    await addCheck(sql, twoDays.id, "ok", ago(2 * DAY), 200);
    const threeDays = await siteTool(sql, "ok");
    await addCheck(sql, threeDays.id, "ok", ago(3 * DAY), 200);
    const lastHour = await siteTool(sql, "ok");
    await addCheck(sql, lastHour.id, "ok", ago(50 * MINUTE), 200);
    const draft = await insertTool(sql, {
      status: "draft",
      slug: `${run}-draft`,
      websiteUrl: `${SITE}/site/ok?tool=draft`,
    });

    expect((await check(db)).checked).toBe(CHECKS_PER_RUN);
    for (const tool of [...fresh, threeDays])
      expect(await checksOf(sql, tool.id)).toHaveLength(fresh.includes(tool) ? 1 : 2);
    expect(await checksOf(sql, twoDays.id)).toHaveLength(1);

    // The next run takes the one left; a tool checked within the day waits, a draft is never checked.
    expect((await check(db)).checked).toBe(1);
    expect(await checksOf(sql, twoDays.id)).toHaveLength(2);
    expect((await check(db)).checked).toBe(0);
    expect(await checksOf(sql, lastHour.id)).toHaveLength(1);
    expect(await checksOf(sql, draft.id)).toEqual([]);
  });

  it(`stops before its requests could pass ${REQUESTS_PER_RUN}, and the next run goes on with the rest`, async ({
    sql,
    db,
  }) => {
    const failing = [];
    for (let i = 0; i < CHECKS_PER_RUN; i++) failing.push(await siteTool(sql, "not-found"));
    // Each failing site takes a HEAD and a GET; a run takes another tool while a check of up to 10
    // requests (a HEAD and a GET through 4 redirects each) still fits: 17 tools use 34, the 18th 36.
    const first = await check(db);
    expect(first).toMatchObject({ checked: 18, requests: 36 });
    let sent = 0;
    for (const tool of failing) sent += (await requestsFor(tool.tag)).length;
    expect(sent).toBe(36);
    expect((await check(db)).checked).toBe(6);
    for (const tool of failing) expect(await checksOf(sql, tool.id)).toHaveLength(1);
  });

  it("runs from the hourly cron, as Cloudflare fires it", async ({ sql }) => {
    const tool = await siteTool(sql, "not-found");
    await runCron(LISTING_HEALTH_CRON);
    expect(await checksOf(sql, tool.id)).toEqual([
      { outcome: "http-error", status_code: 404, final_url: `${SITE}/site/not-found?tool=${tool.tag}` },
    ]);
    expect(await healthOf(sql, tool.id)).toMatchObject({ state: "failing", failures: 1 });
  });
});
