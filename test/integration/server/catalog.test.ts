import postgres from "postgres";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { get, heading, toolSlugs } from "#test/support/worker.ts";
import { uniqueSlug } from "#test/support/catalog-rows.ts";

async function scalar(query: postgres.PendingQuery<postgres.Row[]>): Promise<number> {
  const [row] = await query;
  return Number(row!.n);
}

// The lists leave out discontinued and shut-down tools (app/lib/tool-lifecycle.ts).
const listed = (sql: postgres.Sql) => sql`lifecycle NOT IN ('discontinued', 'shut_down')`;
const countText = (html: string) => /([0-9]+) results?/.exec(html)?.[1];

describe("home listing", () => {
  it("offers every category in the filter, and names the chosen one", async () => {
    const options = (html: string) => [...html.matchAll(/<option value="([a-z0-9-]+)"/g)].map((m) => m[1]);
    const plain = await get("/");
    expect(options(plain.html)).toContain("bitcoin-wallets");
    expect(options(plain.html)).toContain("mortgages");
    const chosen = await get("/?category=mortgages");
    expect(/id="all-tools-heading"[^>]*>([^<]+)</.exec(chosen.html)?.[1]).toBe("Mortgages");
    expect(options(chosen.html)).toContain("mortgages");
    expect(options(chosen.html)).toContain("bitcoin-wallets");
  });

  it("pages the published tools 30 at a time, newest first", async ({ sql }) => {
    const n = await scalar(sql`SELECT count(*)::int AS n FROM tools WHERE status = 'published' AND ${listed(sql)}`);
    const newest = await sql<{ slug: string }[]>`
      SELECT slug FROM tools WHERE status = 'published' AND ${listed(sql)} ORDER BY created_at DESC, id LIMIT 30`;
    const { html } = await get("/");
    expect(countText(html)).toBe(String(n));
    const slugs = toolSlugs(html.slice(html.indexOf('id="all-tools-heading"')));
    expect(slugs.slice(0, 30)).toEqual(newest.map((r) => r.slug));
  });

  it("sorts by name and pages in SQL", async ({ sql }) => {
    const expected = await sql<{ slug: string }[]>`
      SELECT slug FROM tools WHERE status = 'published' AND ${listed(sql)} ORDER BY lower(name) DESC, id OFFSET 30 LIMIT 30`;
    const { html } = await get("/?sort=desc&page=2");
    const slugs = toolSlugs(html.slice(html.indexOf('id="all-tools-heading"')));
    expect(slugs.slice(0, 30)).toEqual(expected.map((r) => r.slug));
    expect(html).toContain('rel="prev"');
    expect(html).toContain('href="/?sort=desc#tools"');
  });

  it("filters by name, category and facets together", async ({ sql }) => {
    const expected = await sql<{ slug: string }[]>`
      SELECT t.slug FROM tools t
      WHERE t.status = 'published' AND t.lightning AND t.custody = 'self-custody' AND 'ios' = ANY(t.platforms) AND ${listed(sql)}
        AND EXISTS (SELECT 1 FROM tool_categories tc JOIN categories c ON c.id = tc.category_id
                    WHERE tc.tool_id = t.id AND c.slug = 'bitcoin-wallets')
      ORDER BY lower(t.name)`;
    expect(expected.length).toBeGreaterThan(0);
    const { html } = await get("/?category=bitcoin-wallets&lightning=yes&custody=self-custody&platform=ios&sort=asc");
    expect(countText(html)).toBe(String(expected.length));
    expect(toolSlugs(html.slice(html.indexOf('id="all-tools-heading"')))).toEqual(expected.map((r) => r.slug));
  });

  it("matches the search text anywhere in the name, case-insensitively, with % taken literally", async () => {
    const { html } = await get("/?q=SPARROW");
    expect(toolSlugs(html.slice(html.indexOf('id="all-tools-heading"')))).toContain("sparrow-wallet");
    const { html: none } = await get("/?q=%25");
    expect(none).toContain("No tools found. Try adjusting your search criteria.");
  });

  it("shows Popular Categories by tool count and the new tools badge", async ({ sql }) => {
    const top = await sql<
      { name: string }[]
    >`SELECT name FROM categories ORDER BY tool_count DESC, lower(name) LIMIT 2`;
    const { html } = await get("/");
    const popular = html.slice(html.indexOf('id="popular-categories"'));
    expect(popular.indexOf(top[0]!.name.replace("&", "&amp;"))).toBeLessThan(
      popular.indexOf(top[1]!.name.replace("&", "&amp;")),
    );
    const n = await scalar(sql`
      SELECT count(*)::int AS n FROM tools WHERE status = 'published' AND created_at >= now() - interval '7 days'`);
    expect(html).toContain(`${n} ${n === 1 ? "tool" : "tools"} added in the last 7 days`);
  });

  it("answers a bad parameter with 400 and a page past the end with 404", async () => {
    const bad = await get("/?sort=sideways");
    expect(bad.response.status).toBe(400);
    expect(bad.html).toContain("Unknown sort order.");
    expect((await get("/?page=999")).response.status).toBe(404);
  });
});

describe("browse and categories", () => {
  it("lists every category tile by name with its icon", async () => {
    const { html } = await get("/browse");
    expect(heading(html)).toBe("Browse Bitcoin Tools");
    expect(html).toContain('data-icon="wallet"');
    expect(html).toContain('data-icon="default"');
    const names = [...html.matchAll(/<span class="category-tile-name">([^<]+)<\/span>/g)].map((m) =>
      m[1]!.replace("&amp;", "&"),
    );
    expect(names.length).toBeGreaterThanOrEqual(21);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it("pages the tiles 48 at a time, so a catalogue of any size keeps the page small", async ({ sql }) => {
    // Named to sort after every other category, so the other tests' categories stay on page 1.
    const prefix = uniqueSlug("zz paging");
    await sql`
      INSERT INTO categories (name, slug)
      SELECT ${prefix} || ' ' || lpad(n::text, 2, '0'), ${prefix} || '-' || n FROM generate_series(1, 48) AS n`;
    try {
      const total = await scalar(sql`SELECT count(*)::int AS n FROM categories`);
      const tiles = (html: string) => [...html.matchAll(/<span class="category-tile-name">/g)].length;
      // ?page=1: the edge cache may hold /browse from before the rows were added.
      const first = await get("/browse?page=1");
      expect(tiles(first.html)).toBe(48);
      expect(first.html).toContain('href="/browse?page=2"');
      const second = await get("/browse?page=2");
      expect(second.response.status).toBe(200);
      expect(tiles(second.html)).toBe(Math.min(48, total - 48));
      expect(second.html).toContain(`${prefix} 48`);
      expect((await get("/browse?page=two")).response.status).toBe(400);
      expect((await get(`/browse?page=${Math.ceil(total / 48) + 1}`)).response.status).toBe(404);
    } finally {
      await sql`DELETE FROM categories WHERE slug LIKE ${`${prefix}-%`}`;
    }
  });

  it("shows a category's tools 9 per page", async ({ sql }) => {
    const n = await scalar(sql`SELECT tool_count AS n FROM categories WHERE slug = 'bitcoin-wallets'`);
    const { html } = await get("/category/bitcoin-wallets?page=2");
    expect(heading(html)).toBe("Bitcoin Wallets");
    expect(html).toContain("Showing all tools in Bitcoin Wallets");
    expect(toolSlugs(html.slice(html.indexOf("<main")))).toHaveLength(Math.min(9, n - 9));
    expect(html).toContain('aria-label="Breadcrumb"');
  });

  it("answers an unknown category with 404 'Category not found'", async () => {
    const { response, html } = await get("/category/no-such-category");
    expect(response.status).toBe(404);
    expect(heading(html)).toBe("Category not found");
  });

  it("sends /category without a slug to /browse with the Invalid Category notice", async () => {
    const { response } = await get("/category");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/browse?notice=invalid-category");
    const { html } = await get("/browse?notice=invalid-category");
    expect(html).toContain("The requested category could not be found.");
  });
});

describe("tags and topics", () => {
  it("matches a tag exactly and case-insensitively, with spaces in the URL", async ({ sql }) => {
    const expected = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM tools t JOIN tool_tags tt ON tt.tool_id = t.id JOIN tags g ON g.id = tt.tag_id
      WHERE g.name = 'open source' AND t.status = 'published'`;
    const { html } = await get("/tag/Open%20Source");
    expect(heading(html)).toBe("#open source");
    expect(html).toContain("Showing all tools tagged with #open source");
    expect(toolSlugs(html.slice(html.indexOf("<main")))).toHaveLength(Math.min(9, expected[0]!.n));
  });

  it("works for a tag with '&'", async ({ sql }) => {
    await sql`INSERT INTO tags (name) VALUES ('r&d') ON CONFLICT DO NOTHING`;
    try {
      const { response, html } = await get("/tag/r%26d");
      expect(response.status).toBe(200);
      expect(heading(html)).toBe("#r&amp;d");
      expect(html).toContain("No tools found. Try adjusting your search criteria.");
    } finally {
      await sql`DELETE FROM tags WHERE name = 'r&d'`;
    }
  });

  it("answers an unknown tag with 404", async () => {
    expect((await get("/tag/no-such-tag")).response.status).toBe(404);
  });

  it("lists all topics with tool counts on /tag", async ({ sql }) => {
    const [row] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM tool_tags tt JOIN tags g ON g.id = tt.tag_id JOIN tools t ON t.id = tt.tool_id
      WHERE g.name = 'lightning' AND t.status = 'published' AND ${listed(sql)}`;
    const { html } = await get("/tag");
    expect(heading(html)).toBe("All Bitcoin Topics");
    expect(html).toMatch(new RegExp(`href="/tag/lightning".*?>${row!.n} tools<`));
  });

  it("greys out the letters no topic starts with, as the dictionary does", async () => {
    const { html } = await get("/topics");
    const start = html.indexOf('aria-label="Filter topics by first letter"');
    const bar = html.slice(start, html.indexOf("</nav>", start));
    expect(bar).toContain('href="/topics/l"');
    expect(bar).not.toContain('href="/topics/q"');
    expect(bar).toMatch(
      /<span aria-disabled="true"[^>]*><span aria-hidden="true">Q<\/span><span class="sr-only">Q: no topics<\/span>/,
    );
  });

  it("filters topics by letter and shows the empty state", async () => {
    const { html } = await get("/topics/l");
    expect(html).toContain('href="/tag/lightning"');
    expect(html).not.toContain('href="/tag/mining"');
    const empty = await get("/topics/q");
    expect(empty.html).toContain("No topics found");
    expect(empty.html).toContain("No topics were found starting with the letter &#x27;Q&#x27;");
    expect((await get("/topics/zz")).response.status).toBe(404);
  });
});

describe("home listing headings, URLs and error titles", () => {
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it("names the chosen category in the list's heading", async () => {
    const heading = (html: string) => /id="all-tools-heading"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(heading((await get("/?category=bitcoin-wallets")).html)).toBe("Bitcoin Wallets");
    expect(heading((await get("/")).html)).toBe("All Tools");
  });

  it("sends a filter form's empty fields to the short URL, at the results", async () => {
    const { response } = await get("/?q=&sort=&category=mining&custody=&kyc=&open_source=&lightning=&platform=");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/?category=mining#tools");
    const search = await get("/?q=wallet&sort=&category=");
    expect(search.response.headers.get("Location")).toBe("/?q=wallet#tools");
  });

  it("titles a 404 after what was not found", async () => {
    const unknownTag = await get("/tag/no-such-tag-here");
    expect(unknownTag.response.status).toBe(404);
    expect(title(unknownTag.html)).toBe("Tag not found | Bitcoin Tools Directory");
    for (const path of ["/?page=999", "/tag/lightning?page=99", "/category/mining?page=99"]) {
      const { response, html } = await get(path);
      expect(response.status).toBe(404);
      expect(title(html)).toBe("Page Not Found | Bitcoin Tools Directory");
    }
  });
});
