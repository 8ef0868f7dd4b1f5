// Every category is reachable from the header: the Browse menu (the drawer's Browse list on a
// phone, the same links) lists them all by name, up to 60, then links to /browse; the home
// filter offers every one up to 60, then the 60 with the most tools and the chosen one.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { refreshPublicCopies } from "#app/server/admin/public-copies.server.ts";
import { uniqueSlug } from "#test/support/catalog-rows.ts";
import { get } from "#test/support/worker.ts";

const SEEDED = [
  "Analytics",
  "Apps",
  "ATM",
  "Banking",
  "Bitcoin Wallets",
  "Compliance",
  "Custody",
  "DeFi",
  "Development & Infrastructure",
  "Education",
  "Insurance",
  "Lending",
  "Merchant Services",
  "Mining",
  "Mortgages",
  "NFTs & Marketplaces",
  "Payment Solutions",
  "Remittances",
  "Security & Privacy",
  "Trading & Exchange",
  "Yield",
];

const unescape = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

/** The header's navigation: the Browse menu's links, in page order, as a visitor reads them. */
function browseMenu(html: string) {
  const nav = html.slice(html.indexOf('aria-label="Main"'), html.indexOf("</nav>", html.indexOf('aria-label="Main"')));
  const links = [...nav.matchAll(/<a[^>]*href="(\/category\/[^"]+|\/browse)"[^>]*>([^<]+)<\/a>/g)];
  return {
    names: links.filter((m) => m[1] !== "/browse").map((m) => unescape(m[2]!)),
    browseLink: links.find((m) => m[1] === "/browse")?.[2],
  };
}

/** The catalogue's name order (/browse's): lower case, compared character by character. */
const byName = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

describe("the Browse menu", () => {
  it("lists every seeded category, sorted by name, then the link to /browse", async ({ sql }) => {
    await refreshPublicCopies(env);
    const { names, browseLink } = browseMenu((await get("/contact")).html);
    const stored = await sql<{ name: string }[]>`SELECT name FROM categories`;
    expect(names).toEqual(stored.map((row) => row.name).sort(byName));
    expect(names.filter((name) => SEEDED.includes(name))).toEqual(SEEDED);
    expect(browseLink).toBe("All categories");
  });

  it("stops at 60 categories in a larger catalogue and links to /browse for the rest", async ({ sql }) => {
    const prefix = uniqueSlug("zz menu");
    await sql`
      INSERT INTO categories (name, slug)
      SELECT ${prefix} || ' ' || lpad(n::text, 2, '0'), ${prefix} || '-' || n FROM generate_series(1, 61) AS n`;
    try {
      await refreshPublicCopies(env);
      const { names, browseLink } = browseMenu((await get("/contact")).html);
      const first60 = await sql<{ name: string }[]>`SELECT name FROM categories`;
      expect(names).toHaveLength(60);
      expect(names).toEqual(
        first60
          .map((row) => row.name)
          .sort(byName)
          .slice(0, 60),
      );
      expect(names).toEqual(expect.arrayContaining(SEEDED));
      expect(names).not.toContain(`${prefix} 61`);
      expect(browseLink).toBe("All categories");
    } finally {
      await sql`DELETE FROM categories WHERE slug LIKE ${`${prefix}-%`}`;
      await refreshPublicCopies(env);
    }
  });
});

/** The home filter's category choices, by name, in page order. */
async function filterCategories(path: string) {
  const { html } = await get(path);
  const filter = html.slice(
    html.indexOf('id="filter-category"'),
    html.indexOf("</select>", html.indexOf('id="filter-category"')),
  );
  return [...filter.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => unescape(m[2]!));
}

describe("the home filter", () => {
  it("offers every category, a quiet one included", async ({ sql }) => {
    await refreshPublicCopies(env);
    const offered = await filterCategories("/");
    const stored = await sql<{ name: string }[]>`SELECT name FROM categories`;
    expect(offered).toEqual(stored.map((row) => row.name).sort(byName));
    expect(offered).toEqual(expect.arrayContaining(["Banking", "Insurance", "Mortgages", "Remittances", "Yield"]));
  });

  it("offers the 60 categories with the most tools in a larger catalogue, and the chosen one", async ({ sql }) => {
    const prefix = uniqueSlug("filter");
    // More tools than any seeded category has; the first of them the fewest.
    await sql`
      INSERT INTO categories (name, slug, tool_count)
      SELECT ${prefix} || ' ' || lpad(n::text, 2, '0'), ${prefix} || '-' || n, 1000 + n FROM generate_series(1, 61) AS n`;
    try {
      await refreshPublicCopies(env);
      const offered = await filterCategories("/");
      expect(offered).toHaveLength(60);
      expect(offered).toEqual([...offered].sort(byName));
      expect(offered).toContain(`${prefix} 61`);
      expect(offered).not.toContain(`${prefix} 01`);
      expect(offered).not.toContain("Bitcoin Wallets");

      const chosen = await filterCategories("/?category=bitcoin-wallets");
      expect(chosen).toHaveLength(61);
      expect(chosen).toContain("Bitcoin Wallets");
      expect(chosen).toEqual([...chosen].sort(byName));
    } finally {
      await sql`DELETE FROM categories WHERE slug LIKE ${`${prefix}-%`}`;
      await refreshPublicCopies(env);
    }
  });
});
