// The admin overview: admins only, real figures, reached on the admin subdomain too.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { postAs, signIn, signInAdmin, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { get, post } from "#test/support/worker.ts";
import { utcDay } from "#app/server/analytics/page-view-counter.server.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";

let bob: SignedIn;
beforeAll(async () => {
  bob = await signIn(uniqueAddress("bob"));
});

describe("the admin overview", () => {
  it("is a 404 for visitors and for users who are not admins", async () => {
    expect((await get("/admin")).response.status).toBe(404);
    expect((await get("/admin", { headers: { Cookie: bob.cookie } })).response.status).toBe(404);
  });

  it("a post to it is a 404 for visitors and users who are not admins", async () => {
    expect((await post("/admin", {})).response.status).toBe(404);
    expect((await postAs(bob, "/admin", {})).response.status).toBe(404);
  });

  it("shows admins the real figures, with the Admin link in the header", async ({ db }) => {
    const admin = await signIn(uniqueAddress("editor"));
    await db.execute(
      sql`INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM users WHERE email = ${admin.email}`,
    );
    const [counts] = await db.execute<{ published: number; users: number }>(sql`SELECT
      (SELECT count(*)::int FROM tools WHERE status = 'published') AS published,
      (SELECT count(*)::int FROM users) AS users`);
    const { response, html } = await get("/admin", { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await postAs(admin, "/admin", {})).response.status).toBe(405);
    expect(html).toContain("<h1");
    expect(html).toMatch(new RegExp(`Published</dt><dd[^>]*>${counts!.published}<`));
    expect(html).toMatch(new RegExp(`data-testid="users"[^>]*>${counts!.users}<`));
    expect(html).toContain('href="/admin"');

    // The admin subdomain maps onto /admin.
    const sub = await get("/", { origin: "http://admin.localhost", headers: { Cookie: admin.cookie } });
    expect(sub.response.status).toBe(200);
    expect(sub.html).toContain("Pending submissions");
  });

  it("shows the queues, views over 30 days, the top pages and tools, and p75 web vitals rated by Google's thresholds", async ({
    db,
  }) => {
    const admin = await signInAdmin("dashboard");
    const today = utcDay(Date.now());
    const monthAgo = utcDay(Date.now() - 40 * 24 * 3600 * 1000);
    const page = `/dashboard-test-${Date.now()}`;
    const [tool] = await db.execute<{ name: string; slug: string }>(
      sql`SELECT name, slug FROM tools WHERE status = 'published' AND name ~ '^[A-Za-z0-9 ]+$' ORDER BY slug LIMIT 1`,
    );
    await db.execute(sql`INSERT INTO page_views (day, path, views) VALUES
      (${today}, ${page}, 5000000), (${monthAgo}, ${page}, 7),
      (${today}, ${`/tool/${tool!.slug}`}, 4000000)
      ON CONFLICT (day, path) DO UPDATE SET views = page_views.views + excluded.views`);
    // INP on ETF pages: 100, 200, 300, 400 ms have a p75 of 325 ms (needs improvement); an old one is left out.
    await db.execute(sql`INSERT INTO web_vitals (day, page_type, metric, value) VALUES
      (${today}, 'etf', 'INP', 100), (${today}, 'etf', 'INP', 200), (${today}, 'etf', 'INP', 300),
      (${today}, 'etf', 'INP', 400), (${monthAgo}, 'etf', 'INP', 90000)`);
    // What this isolate still holds is written by the dashboard itself; read the totals after that.
    expect((await get("/admin", { headers: { Cookie: admin.cookie } })).response.status).toBe(200);
    const [expected] = await db.execute<{ views: number; open: number; gained: number }>(sql`SELECT
      (SELECT coalesce(sum(views), 0)::int FROM page_views WHERE day > (now() AT TIME ZONE 'UTC')::date - 30) AS views,
      (SELECT count(*)::int FROM contact_messages WHERE status = 'open') AS open,
      (SELECT count(*)::int FROM subscribers WHERE confirmed_at >= (now() AT TIME ZONE 'UTC')::date - 29) AS gained`);
    const { response, html } = await get("/admin", { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(html).toMatch(new RegExp(`data-testid="views-30-days"[^>]*>${expected!.views}<`));
    expect(html).toMatch(new RegExp(`data-testid="open-messages"[^>]*>${expected!.open}<`));
    expect(html).toMatch(new RegExp(`data-testid="subscribers-gained"[^>]*>${expected!.gained}<`));
    // The busiest page and tool lead their lists, linked; the table under the chart lists 30 days.
    expect(html).toMatch(
      new RegExp(`data-testid="top-pages"><li[^>]*><a[^>]*href="${page}"[^>]*>${page}</a><span[^>]*>5000000<`),
    );
    expect(html).toMatch(new RegExp(`data-testid="top-tools"><li[^>]*><a[^>]*href="/tool/${tool!.slug}"[^>]*>`));
    expect(html).toContain(`>${tool!.name}</a>`);
    expect(html.match(/<time datetime="\d{4}-\d{2}-\d{2}">/gi)).toHaveLength(30);
    // p75 per page type, rated, with its sample count.
    const cell = /data-metric="etf-INP">([\s\S]*?)<\/td>/.exec(html)?.[1] ?? "";
    expect(cell).toContain("325 ms");
    expect(cell).toContain("Needs improvement");
    expect(cell).toContain("4 samples");
    // Links into each queue.
    for (const queue of ["/admin/submissions", "/admin/messages", "/admin/newsletter", "/admin/activity"])
      expect(html).toContain(`href="${queue}"`);
    expect(html).toContain("Recent activity");

    // One page's views over the window (the view of 40 days ago is outside it).
    const lookup = await get(`/admin?path=${encodeURIComponent(`${page}/?from=x`)}`, {
      headers: { Cookie: admin.cookie },
    });
    expect(lookup.html).toMatch(/data-testid="page-views"[^>]*>[\s\S]*?>5000000</);
  });

  it("has cards for open reports and websites failing or needing review, and the agenda of the next 14 days", async ({
    sql: rawSql,
  }) => {
    const admin = await signInAdmin("agenda");
    const run = uniqueSlug("agenda");
    const reported = await insertTool(rawSql, { name: `Reported ${run}` });
    await rawSql`INSERT INTO tool_reports (tool_id, kind, message) VALUES (${reported.id}, 'defunct', 'It is gone for good.')`;
    const failing = await insertTool(rawSql, { name: `Failing ${run}` });
    await rawSql`INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url)
      VALUES (${failing.id}, 'https://example.org', 'http-error', 500, 'https://example.org')`;
    const away = await insertTool(rawSql, { name: `Away ${run}` });
    await rawSql`INSERT INTO tool_health_checks (tool_id, url, outcome, status_code, final_url)
      VALUES (${away.id}, 'https://example.org', 'redirected-away', 301, 'https://elsewhere.example')`;
    const soon = await insertTool(rawSql, { name: `Soon ${run}`, status: "draft" });
    const later = await insertTool(rawSql, { name: `Later ${run}`, status: "pending" });
    await rawSql`UPDATE tools SET publish_at = now() + interval '3 days' WHERE id = ${soon.id}`;
    await rawSql`UPDATE tools SET publish_at = now() + interval '20 days' WHERE id = ${later.id}`;
    const [post] = await rawSql<{ id: string }[]>`INSERT INTO blog_posts (title, slug, content, publish_at)
      VALUES (${`Post ${run}`}, ${run}, '<p>Soon.</p>', now() + interval '5 days') RETURNING id`;

    const { html } = await get("/admin", { headers: { Cookie: admin.cookie } });
    const [expected] = await rawSql<{ reports: number; failing: number; review: number }[]>`SELECT
      (SELECT count(*)::int FROM tool_reports WHERE status = 'open') AS reports,
      (SELECT count(*)::int FROM tool_health WHERE state = 'failing') AS failing,
      (SELECT count(*)::int FROM tool_health WHERE state = 'needs-review') AS review`;
    expect(expected!.reports).toBeGreaterThan(0);
    const card = (testId: string) => new RegExp(`<a[^>]*data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[0] ?? "";
    expect(card("open-reports")).toContain('href="/admin/reports"');
    expect(card("open-reports")).toContain(`>${expected!.reports}<`);
    expect(card("websites-failing")).toContain('href="/admin/tools?health=failing"');
    expect(card("websites-failing")).toContain(`>${expected!.failing}<`);
    expect(card("websites-needs-review")).toContain('href="/admin/tools?health=needs-review"');
    expect(card("websites-needs-review")).toContain(`>${expected!.review}<`);
    // The agenda: soonest first, each with its date and its edit page; nothing beyond 14 days.
    const agenda = /data-testid="agenda">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
    expect(agenda).toContain(`href="/admin/tools/${soon.id}"`);
    expect(agenda).toContain(`href="/admin/blog/${post!.id}"`);
    expect(agenda.indexOf(`Soon ${run}`)).toBeLessThan(agenda.indexOf(`Post ${run}`));
    expect(agenda).not.toContain(`Later ${run}`);
    expect(agenda).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[\d:.]+Z"[^>]*>\w{3} \d+, \d{4}, [\d:]+ [AP]M UTC<\/time>/);

    await rawSql`DELETE FROM tools WHERE name LIKE ${`%${run}`}`;
    await rawSql`DELETE FROM blog_posts WHERE id = ${post!.id}`;
  });

  it("says so when no report waits", async ({ sql: rawSql }) => {
    const admin = await signInAdmin("calm");
    await rawSql`UPDATE tool_reports SET status = 'dismissed', closed_at = now() WHERE status = 'open'`;
    const { html } = await get("/admin", { headers: { Cookie: admin.cookie } });
    expect(/data-testid="open-reports"[^>]*>(\d+)</.exec(html)?.[1]).toBe("0");
    expect(html).toContain("No report waits for an editor.");
  });
});
