// The editors' coverage page and review queue: counts per category that lead to the tool table
// filtered by the same gap, and a licence review an editor marks as reviewed.
import { afterAll, describe, expect, it } from "#test/support/fixtures.ts";
import { postAs } from "#test/support/accounts.ts";
import { insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { visibleText } from "#test/support/page-text.ts";
import { get } from "#test/support/worker.ts";

const run = uniqueSlug("coverage");

afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${run}-%`}`;
});

/** The table's rows' tool names. */
const namesIn = (html: string) =>
  [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) => visibleText(row!).trim());

describe("the coverage page", () => {
  it("counts each category's published tools and their gaps, each count linked to the tools it counts", async ({
    sql,
    asAdmin,
  }) => {
    const [wallets] = await sql<{ tools: number; logo: number; unpinned: number }[]>`
      SELECT count(*)::int AS tools, count(*) FILTER (WHERE t.logo_url IS NOT NULL)::int AS logo,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM tool_fact_sources s WHERE s.tool_id = t.id
          AND s.source_url !~ '/blob/[0-9a-f]{40}/|/-/blob/[0-9a-f]{40}/|web\\.archive\\.org/web/[0-9]{8,14}/'))::int AS unpinned
      FROM tools t JOIN tool_categories tc ON tc.tool_id = t.id JOIN categories c ON c.id = tc.category_id
      WHERE c.slug = 'bitcoin-wallets' AND t.status = 'published'`;
    const { response, html } = await asAdmin("/admin/coverage");
    expect(response.status).toBe(200);
    const row = namesIn(html).find((text) => text.startsWith("Bitcoin Wallets "))!;
    expect(row).toContain(
      `Bitcoin Wallets ${wallets!.tools} : published tools in Bitcoin Wallets ${wallets!.logo} of ${wallets!.tools}`,
    );
    expect(html).toContain('href="/admin/tools?status=published&amp;category=bitcoin-wallets&amp;gap=no-logo"');
    expect(row).toContain(`(${wallets!.tools - wallets!.logo} missing) : tools without a logo in Bitcoin Wallets`);
    expect(row).toContain(`${wallets!.unpinned} : tools with sources not pinned in Bitcoin Wallets`);
    expect(visibleText(html)).toContain("All published tools");
  });

  it("leads to a tool table that shows exactly the tools with that gap", async ({ sql, asAdmin }) => {
    const withLogo = await insertTool(sql, { slug: `${run}-logo`, name: `${run} With logo` });
    await sql`UPDATE tools SET logo_url = '/brand-logos/trezor.svg', open_source = true,
      repository_url = 'https://github.com/example/with-logo' WHERE id = ${withLogo.id}`;
    const without = await insertTool(sql, { slug: `${run}-bare`, name: `${run} Bare` });
    await sql`UPDATE tools SET open_source = true WHERE id = ${without.id}`;

    const noLogo = namesIn((await asAdmin(`/admin/tools?q=${run}&gap=no-logo`)).html).join("\n");
    expect(noLogo).toContain(`${run} Bare`);
    expect(noLogo).not.toContain(`${run} With logo`);
    const noRepository = namesIn((await asAdmin(`/admin/tools?q=${run}&gap=no-repository`)).html).join("\n");
    expect(noRepository).toContain(`${run} Bare`);
    expect(noRepository).not.toContain(`${run} With logo`);
    const noRelease = namesIn((await asAdmin(`/admin/tools?q=${run}&gap=no-release-read`)).html).join("\n");
    expect(noRelease).toContain(`${run} With logo`);
    expect(noRelease).not.toContain(`${run} Bare`);
  });

  it("refuses a gap the table does not know, and is the 404 to anyone but an admin", async ({ asAdmin }) => {
    const refused = await asAdmin("/admin/tools?gap=everything");
    expect(refused.response.status).toBe(400);
    expect(refused.html).toContain("Unknown coverage gap.");
    expect((await get("/admin/coverage")).response.status).toBe(404);
  });
});

describe("the review queue", () => {
  it("lists an open licence review on the dashboard and its page, and an editor marks it as reviewed", async ({
    sql,
    asAdmin,
    admin,
  }) => {
    const tool = await insertTool(sql, { slug: `${run}-licence`, name: `${run} Licensed` });
    const [review] = await sql<{ id: string }[]>`INSERT INTO tool_reviews (tool_id, kind, detail)
      VALUES (${tool.id}, 'licence', 'The listing says open source, but the repository declares no licence.') RETURNING id`;

    const dashboard = await asAdmin("/admin");
    expect(dashboard.html).toContain('data-testid="open-reviews"');
    const page = visibleText((await asAdmin("/admin/reviews")).html);
    expect(page).toContain(
      `Licence contradicts the listing ${run} Licensed The listing says open source, but the repository declares no licence.`,
    );

    const marked = await postAs(admin, "/admin/reviews", { reviewId: review!.id });
    expect(marked.response.status).toBe(302);
    expect(marked.response.headers.get("Location")).toBe("/admin/reviews?notice=review-closed");
    const [closed] = await sql<
      { email: string }[]
    >`SELECT u.email FROM tool_reviews r JOIN users u ON u.id = r.closed_by
      WHERE r.id = ${review!.id}`;
    expect(closed!.email).toBe(admin.email);
    expect(visibleText((await asAdmin("/admin/reviews")).html)).not.toContain(`${run} Licensed`);

    const again = await postAs(admin, "/admin/reviews", { reviewId: review!.id });
    expect(again.response.headers.get("Location")).toBe("/admin/reviews?notice=review-already-closed");
    expect((await postAs(admin, "/admin/reviews", { reviewId: "not-an-id" })).response.status).toBe(400);
  });
});
