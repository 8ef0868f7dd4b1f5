// First-party page views: counted in the isolate, cached views included, written in batches by
// the every-minute cron (or a full batch); bots, HEAD, 404s, admin pages and files not counted.
import { describe, expect, it } from "#test/support/fixtures.ts";
import { utcDay } from "#app/server/analytics/page-view-counter.server.ts";
import { writePageViews } from "#app/server/analytics/write-page-views.server.ts";
import { signInAdmin } from "#test/support/accounts.ts";
import { runMinuteCron } from "#test/support/cron.ts";
import { get } from "#test/support/worker.ts";
import type postgres from "postgres";

const today = () => utcDay(Date.now());

async function viewsOf(sql: postgres.Sql, path: string): Promise<number> {
  const [row] = await sql<{ views: number }[]>`
    SELECT coalesce(sum(views), 0)::int AS views FROM page_views WHERE path = ${path} AND day = ${today()}`;
  return row?.views ?? 0;
}

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

describe("page views", () => {
  it("counts every view of a page, from the edge cache too, and nothing for bots, HEAD or the query string", async ({
    sql,
  }) => {
    const path = "/bitcoin-etfs";
    await runMinuteCron();
    const before = await viewsOf(sql, path);

    for (let i = 0; i < 4; i++) {
      const { response } = await get(path, { headers: { "User-Agent": BROWSER } });
      expect(response.status).toBe(200);
    }
    // Another query string is the same page.
    expect((await get(`${path}?ref=newsletter`)).response.status).toBe(200);
    // A client-side navigation asks once for the page's data: a view.
    const data = await get(`${path}.data`);
    expect(data.response.headers.get("Content-Type")).toBe("text/x-script");
    // Bots and HEAD requests are not views.
    expect((await get(path, { headers: { "User-Agent": GOOGLEBOT } })).response.status).toBe(200);
    expect((await get(path, { method: "HEAD" })).response.status).toBe(200);

    // Nothing is written per request: the counts wait in memory until the cron writes them.
    expect(await viewsOf(sql, path)).toBe(before);
    await runMinuteCron();
    expect(await viewsOf(sql, path)).toBe(before + 6);
  });

  it("does not count 404s, redirects, admin pages, the API, feeds or files", async ({ sql }) => {
    const admin = await signInAdmin("analytics-admin");
    const missing = `/no-such-page-${Date.now()}`;
    expect((await get(missing)).response.status).toBe(404);
    expect((await get("/admin", { headers: { Cookie: admin.cookie } })).response.status).toBe(200);
    expect((await get("/admin/tools", { headers: { Cookie: admin.cookie } })).response.status).toBe(200);
    expect((await get("/rss.xml")).response.status).toBe(200);
    expect((await get("/robots.txt")).response.status).toBe(200);
    expect((await get("/api/market")).response.status).toBeLessThan(500);
    await runMinuteCron();
    const [row] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM page_views
      WHERE path = ${missing} OR path LIKE '/admin%' OR path LIKE '/api%' OR path IN ('/rss.xml', '/robots.txt')`;
    expect(row!.n).toBe(0);
  });

  it("writes a batch as one statement that adds to the day's existing counts", async ({ sql, db }) => {
    const a = `/batch-a-${Date.now()}`;
    const b = `/batch-b-${Date.now()}`;
    await writePageViews(db, [
      { day: today(), path: a, views: 3 },
      { day: today(), path: b, views: 1 },
    ]);
    await writePageViews(db, [{ day: today(), path: a, views: 2 }]);
    expect(await viewsOf(sql, a)).toBe(5);
    expect(await viewsOf(sql, b)).toBe(1);
  });
});
