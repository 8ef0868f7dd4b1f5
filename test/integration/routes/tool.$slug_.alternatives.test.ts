import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { refreshPublicCopies } from "#app/server/admin/public-copies.server.ts";
import { insertCategory, insertTool, uniqueSlug } from "#test/support/catalog-rows.ts";
import { get, heading, toolSlugs } from "#test/support/worker.ts";

function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Array<Record<string, unknown>>) : [];
}

type Tool = Awaited<ReturnType<typeof insertTool>>;

describe("a tool's alternatives", () => {
  const [tagA, tagB] = [uniqueSlug("tag-a"), uniqueSlug("tag-b")];
  let category: Awaited<ReturnType<typeof insertCategory>>;
  let tool: Tool;
  const alt: Record<string, Tool> = {};

  beforeAll(async ({ sql }) => {
    category = await insertCategory(sql);
    const other = await insertCategory(sql);
    const named = (name: string) => ({ name: `${name} ${uniqueSlug("x")}`, categoryIds: [category.id] });
    tool = await insertTool(sql, { ...named("Compared"), tagNames: [tagA, tagB] });
    await sql`UPDATE tools SET custody = 'self-custody', kyc = 'none', open_source = true, lightning = false,
      platforms = '{android,ios}' WHERE id = ${tool.id}`;
    // Four facts (custody, KYC, open source, Android) and a tag in common.
    alt.most = await insertTool(sql, { ...named("Zulu"), tagNames: [tagA] });
    await sql`UPDATE tools SET custody = 'self-custody', kyc = 'none', open_source = true, lightning = true,
      platforms = '{android,web}' WHERE id = ${alt.most.id}`;
    // Two tags and one fact in common.
    alt.some = await insertTool(sql, { ...named("Yankee"), tagNames: [tagA, tagB] });
    await sql`UPDATE tools SET custody = 'self-custody', kyc = 'required' WHERE id = ${alt.some.id}`;
    // Nothing in common: featured first, then by name. A tool with the category second counts too.
    alt.featured = await insertTool(sql, named("Xray"));
    await sql`UPDATE tools SET featured = true, custody = 'custodial' WHERE id = ${alt.featured.id}`;
    alt.alpha = await insertTool(sql, named("Alpha"));
    alt.bravo = await insertTool(sql, { ...named("Bravo"), categoryIds: [other.id, category.id] });
    // Never listed: unpublished, or only in another category, however much they share.
    alt.pending = await insertTool(sql, { ...named("Pending"), status: "pending", tagNames: [tagA, tagB] });
    alt.elsewhere = await insertTool(sql, { name: "Elsewhere", categoryIds: [other.id], tagNames: [tagA, tagB] });
    await sql`UPDATE tools SET custody = 'self-custody', kyc = 'none', open_source = true, lightning = false,
      platforms = '{android,ios}' WHERE id IN (${alt.pending.id}, ${alt.elsewhere.id})`;
  });

  it("lists the published tools of its primary category, most facts and tags in common first", async () => {
    const { response, html } = await get(`/tool/${tool.slug}/alternatives`);
    expect(response.status).toBe(200);
    expect(heading(html)).toBe(`Alternatives to ${tool.name}`);
    // The compared tool heads the page; the alternatives follow in their order.
    expect(toolSlugs(html)).toEqual([
      tool.slug,
      ...["most", "some", "featured", "alpha", "bravo"].map((key) => alt[key]!.slug),
    ]);
    expect(html).toContain(`<title>Alternatives to ${tool.name} | Bitcoin Tools Directory</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/tool/${tool.slug}/alternatives"/>`);
    expect(html).toMatch(/<meta name="description" content="5 Bitcoin tools in /);
    expect(html).not.toContain('name="robots"');
    expect(response.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=30/);
  });

  it("sets the key facts side by side, marks the shared ones and links to their comparison", async () => {
    const { html } = await get(`/tool/${tool.slug}/alternatives`);
    const card = html.slice(
      html.indexOf(`href="/tool/${alt.most!.slug}"`),
      html.indexOf(`href="/tool/${alt.some!.slug}"`),
    );
    expect(card).toContain("Self-custody");
    expect(card).toContain(`(same as ${tool.name})`);
    expect(card.match(/\(same as /g)).toHaveLength(3);
    expect(card).toContain(`href="/compare?tools=${tool.slug},${alt.most!.slug}"`);
    expect(html).toContain(
      `href="/compare?tools=${tool.slug},${alt.most!.slug},${alt.some!.slug},${alt.featured!.slug}"`,
    );
  });

  it("carries the alternatives as an ItemList, in order, with the breadcrumb trail", async () => {
    const { html } = await get(`/tool/${tool.slug}/alternatives`);
    const [trail, list] = jsonLdBlocks(html);
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
    expect((trail!.itemListElement as { item: string }[]).at(-1)!.item).toBe(
      `http://localhost/tool/${tool.slug}/alternatives`,
    );
    expect(list).toMatchObject({ "@type": "ItemList" });
    expect(list!.itemListElement).toEqual(
      ["most", "some", "featured", "alpha", "bravo"].map((key, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: alt[key]!.name,
        url: `http://localhost/tool/${alt[key]!.slug}`,
      })),
    );
  });

  it("is linked from the tool page", async () => {
    const { html } = await get(`/tool/${tool.slug}`);
    expect(html).toContain(`href="/tool/${tool.slug}/alternatives"`);
    expect(html).toContain(`>Alternatives to ${tool.name}</a>`);
  });

  it("is in the sitemap for a tool with alternatives, not for one alone in its category", async ({ sql }) => {
    const lonely = await insertTool(sql, { categoryIds: [(await insertCategory(sql)).id] });
    await refreshPublicCopies(env);
    const { html: xml } = await get("/sitemap.xml");
    expect(xml).toContain(`<loc>http://localhost/tool/${tool.slug}/alternatives</loc>`);
    expect(xml).toContain(`<loc>http://localhost/tool/${lonely.slug}</loc>`);
    expect(xml).not.toContain(`<loc>http://localhost/tool/${lonely.slug}/alternatives</loc>`);
    expect(xml).not.toContain(`<loc>http://localhost/tool/${alt.pending!.slug}/alternatives</loc>`);
  });

  it("says so, with a link to the category, when no other tool shares it", async ({ sql }) => {
    const alone = await insertCategory(sql);
    const lonely = await insertTool(sql, { categoryIds: [alone.id] });
    const { response, html } = await get(`/tool/${lonely.slug}/alternatives`);
    expect(response.status).toBe(200);
    expect(html).toContain(`No other published tool shares ${lonely.name}&#x27;s category yet.`);
    expect(html).toContain(`href="/category/${alone.slug}"`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("shows an editor's change after the admin write that refreshes the public copies", async ({ sql }) => {
    await get(`/tool/${tool.slug}/alternatives`);
    const renamed = `Renamed ${uniqueSlug("x")}`;
    await sql`UPDATE tools SET name = ${renamed} WHERE id = ${alt.alpha!.id}`;
    await refreshPublicCopies(env);
    expect((await get(`/tool/${tool.slug}/alternatives`)).html).toContain(renamed);
  });

  it("answers 301 from an old slug and 404 'Tool Not Found' for an unknown or unpublished tool", async ({ sql }) => {
    const oldSlug = uniqueSlug("old");
    await sql`INSERT INTO tool_slug_redirects (old_slug, tool_id) VALUES (${oldSlug}, ${tool.id})`;
    const moved = await get(`/tool/${oldSlug}/alternatives`);
    expect(moved.response.status).toBe(301);
    expect(moved.response.headers.get("Location")).toBe(`/tool/${tool.slug}/alternatives`);

    for (const slug of ["no-such-tool", alt.pending!.slug]) {
      const { response, html } = await get(`/tool/${slug}/alternatives`);
      expect(response.status, slug).toBe(404);
      expect(heading(html)).toBe("Tool Not Found");
    }
  });
});
