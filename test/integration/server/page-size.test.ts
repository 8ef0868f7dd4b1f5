import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "#test/support/fixtures.ts";
import { uniqueSlug } from "#test/support/catalog-rows.ts";
import { TOOL_LIMITS } from "#app/lib/admin-tool-rules.ts";
import { refreshPrices } from "#app/server/prices/refresh-prices.server.ts";
import { get } from "#test/support/worker.ts";

// Every public page's HTML, as it travels (gzipped, the stylesheet inlined in it included), stays
// under 30 KB with its paged lists full: a page that stopped paging, or a card that grew, fails here
// by name. Raw bytes are not the measure: a list's repeated markup compresses to little.
const MAX_GZIPPED_PAGE_BYTES = 30_000;
const FULL_LIST = 120;

const prefix = uniqueSlug("page-size");
const category = { name: `Size ${prefix}`, slug: `${prefix}-category` };
const tag = `${prefix}-tag`;
// Descriptions at their limit, so each card holds as much as an editor can put in it.
const description = "A tool made by a test to fill the page. ".repeat(10).slice(0, TOOL_LIMITS.description).trim();

beforeAll(async ({ sql }) => {
  // The home page's market card, with its 7-day line, as visitors see it.
  await refreshPrices(env);
  await sql`INSERT INTO categories (name, slug) VALUES (${category.name}, ${category.slug})`;
  await sql`INSERT INTO tags (name) VALUES (${tag})`;
  await sql`
    INSERT INTO tools (name, slug, description, website_url, status)
    SELECT ${`Size test tool `} || n, ${`${prefix}-`} || n, ${description}, 'https://example.org', 'published'
    FROM generate_series(1, ${FULL_LIST}) n`;
  await sql`
    INSERT INTO tool_categories (tool_id, category_id, position)
    SELECT tools.id, categories.id, 0 FROM tools, categories
    WHERE tools.slug LIKE ${`${prefix}-%`} AND categories.slug = ${category.slug}`;
  await sql`
    INSERT INTO tool_tags (tool_id, tag_id)
    SELECT tools.id, tags.id FROM tools, tags WHERE tools.slug LIKE ${`${prefix}-%`} AND tags.name = ${tag}`;
});

afterAll(async ({ sql }) => {
  await sql`DELETE FROM tools WHERE slug LIKE ${`${prefix}-%`}`;
  await sql`DELETE FROM categories WHERE slug = ${category.slug}`;
  await sql`DELETE FROM tags WHERE name = ${tag}`;
});

const publicPages = () => ({
  home: "/",
  "home, searched": "/?q=wallet",
  "home, filtered by category": `/?category=${category.slug}`,
  "home, filtered by tag": `/?tag=${encodeURIComponent(tag)}`,
  browse: "/browse",
  category: `/category/${category.slug}`,
  "seeded category": "/category/bitcoin-wallets",
  tag: `/tag/${encodeURIComponent(tag)}`,
  "tag index": "/tag",
  topics: "/topics",
  "topics by letter": "/topics/b",
  tool: `/tool/${prefix}-1`,
  "seeded tool": "/tool/sparrow-wallet",
  alternatives: `/tool/${prefix}-1/alternatives`,
  "seeded alternatives": "/tool/sparrow-wallet/alternatives",
  compare: `/compare?tools=sparrow-wallet,electrum,bitcoin-core,${prefix}-1`,
  search: "/search?q=wallet",
  "search, many results": `/search?q=${encodeURIComponent("Size test tool")}`,
  blog: "/blog",
  "blog category": "/blog/category/security",
  "blog post": "/blog/how-to-choose-a-bitcoin-wallet",
  dictionary: "/bitcoin-terms-dictionary",
  term: "/bitcoin-terms-dictionary/utxo",
  "learning resources": "/learning-resources",
  ETFs: "/bitcoin-etfs",
  "price page": "/bitcoin-to-euro",
  converter: "/bitcoin-currency-conversion-calculator",
  "price history": "/bitcoin-price-history",
  changes: "/changes",
  "open data": "/open-data",
  sitemap: "/sitemap",
  "sign-in": "/sign-in",
  contact: "/contact",
  newsletter: "/newsletter",
  submit: "/submit",
  "not found": "/no-such-page",
});

async function gzippedLength(text: string): Promise<number> {
  const gzipped = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(gzipped).arrayBuffer()).byteLength;
}

describe("every public page", () => {
  it.each(Object.entries(publicPages()))(
    "keeps the %s page (%s) within its gzipped HTML budget",
    async (name, path) => {
      const { response, html } = await get(path);
      expect(response.status, `${name} (${path})`).toBeLessThan(500);
      expect(response.headers.get("Content-Type"), `${name} (${path})`).toContain("text/html");
      const bytes = await gzippedLength(html);
      expect(bytes, `${name} (${path}) is ${bytes.toLocaleString("en-US")} gzipped bytes of HTML`).toBeLessThan(
        MAX_GZIPPED_PAGE_BYTES,
      );
    },
  );

  it("lists full pages of the tools made here, so the sizes above are of full lists", async () => {
    const { html } = await get(`/category/${category.slug}`);
    expect(html).toContain(`href="/tool/${prefix}-`);
    expect(html).toMatch(/page=2/);
  });
});
