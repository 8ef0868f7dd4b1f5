// The pages `npm run bench` measures, and those `npm run lighthouse` audits. Add a page's URL here when it lands.
//
// An entry is a fixed path ("/browse") or a template with placeholders ("/tool/{tool}"). The bench
// resolves each placeholder once per catalogue with the SQL query below, so every catalogue is
// measured on a page that exists in it. A page answered with 404 is still measured (non-2xx).
// Admin pages (under /admin) are requested with a signed-in admin's session cookie.
export const BENCH_URLS = [
  "/",
  "/404",
  "/browse",
  "/category/{category}",
  "/tag/{tag}",
  "/tool/{tool}",
  "/tool/{tool}/alternatives",
  "/api/search?q=sparrow",
  "/bitcoin-to-euro",
  "/bitcoin-to-usd",
  "/bitcoin-prices",
  "/bitcoin-currency-conversion-calculator",
  "/bitcoin-price-history?currency=GBP&date={history_day}",
  "/api/prices/eur",
  "/badge/btc-eur.svg",
  "/blog",
  "/blog/how-to-choose-a-bitcoin-wallet",
  "/bitcoin-terms-dictionary",
  "/bitcoin-terms-dictionary/{term}",
  "/rss.xml",
  "/bitcoin-etfs",
  "/api/etfs",
  "/sign-in",
  "/contact",
  "/newsletter",
  "/admin/tools",
  "/admin/tools?q=wallet",
  "/admin/tools?status=published&custody=self-custody&platform=android&sort=name",
];

/**
 * The searches and lists measured on the 100,000-tool catalogue beside the 10,000-tool one (when
 * `npm run db:large -- --tools=100000` has built it), one connection at a time.
 */
export const SCALE_URLS = [
  "/",
  "/?q=wallet",
  "/?sort=asc&page=40",
  "/category/{category}",
  "/tag/{tag}",
  "/search?q=lightning",
  "/api/search?q=sparrow",
];

/** The page types `npm run lighthouse` audits, one real page of each (placeholders as above). */
export const LIGHTHOUSE_PAGES = [
  { type: "home", url: "/" },
  { type: "browse", url: "/browse" },
  { type: "category", url: "/category/{category}" },
  { type: "tag", url: "/tag/{tag}" },
  { type: "tool", url: "/tool/{tool}" },
  { type: "blog list", url: "/blog" },
  { type: "post", url: "/blog/{post}" },
  { type: "dictionary", url: "/bitcoin-terms-dictionary" },
  { type: "dictionary term", url: "/bitcoin-terms-dictionary/{term}" },
  { type: "price page", url: "/bitcoin-to-euro" },
  { type: "converter", url: "/bitcoin-currency-conversion-calculator" },
  { type: "ETFs", url: "/bitcoin-etfs" },
  { type: "sign-in", url: "/sign-in" },
] as const;

/** Whether the bench requests `url` as a signed-in admin (such requests never use the edge cache). */
export function needsAdminSession(url: string): boolean {
  return url === "/admin" || url.startsWith("/admin/") || url.startsWith("/admin?");
}

/**
 * One query per placeholder, returning a single row with a `value` column: the slug (or tag name)
 * to put in the path.
 */
export const PLACEHOLDER_QUERIES: Record<string, string> = {
  // The most recently added published tool.
  tool: `SELECT slug AS value FROM tools WHERE status = 'published' ORDER BY created_at DESC, slug LIMIT 1`,
  // The category with the most published tools.
  category: `SELECT slug AS value FROM categories ORDER BY tool_count DESC, slug LIMIT 1`,
  // The tag on the most published tools (tags have no slug: the name goes in the path, encoded).
  tag: `SELECT g.name AS value FROM tags g
    JOIN tool_tags tt ON tt.tag_id = g.id
    JOIN tools t ON t.id = tt.tool_id AND t.status = 'published'
    GROUP BY g.id, g.name ORDER BY count(*) DESC, g.name LIMIT 1`,
  // The dictionary's first term.
  term: `SELECT slug AS value FROM glossary_terms ORDER BY term, slug LIMIT 1`,
  // A day a month ago (UTC), as the history page's date field sends it.
  history_day: `SELECT to_char(now() AT TIME ZONE 'UTC' - interval '30 days', 'YYYY-MM-DD') AS value`,
  // The most recently published post.
  post: `SELECT slug AS value FROM blog_posts WHERE published ORDER BY published_at DESC NULLS LAST, slug LIMIT 1`,
};

const PLACEHOLDER = /\{([a-z][a-z0-9_]*)\}/g;

/** The placeholder names in a template, each once, in order of appearance. */
export function placeholdersIn(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/**
 * Fills a template's placeholders with URL-encoded values: ("/tag/{tag}", { tag: "p2p & escrow" })
 * -> "/tag/p2p%20%26%20escrow". A placeholder without a value is an error, not an empty segment.
 */
export function resolveBenchPath(template: string, values: Readonly<Record<string, string | undefined>>): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === "") throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
}

/** The path with a query parameter added, whether or not it already has a query string. */
export function withQueryParam(path: string, name: string, value: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}
