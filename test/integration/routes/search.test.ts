import { describe, expect, it } from "vitest";
import type { SearchResultsData } from "#app/lib/search-items.ts";
import { get, toolSlugs } from "#test/support/worker.ts";

async function search(q: string): Promise<SearchResultsData> {
  const { response, html } = await get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toContain("application/json");
  return JSON.parse(html) as SearchResultsData;
}

describe("search endpoint", () => {
  it("answers the three groups within their limits", async () => {
    const results = await search("wallet");
    expect(results.tools.length).toBeGreaterThan(0);
    expect(results.tools.length).toBeLessThanOrEqual(10);
    expect(results.categories.map((c) => c.slug)).toContain("bitcoin-wallets");
    expect(results.categories.length).toBeLessThanOrEqual(5);
    expect(results.tags.length).toBeLessThanOrEqual(5);
    expect(results.tags.map((t) => t.name)).toEqual(expect.arrayContaining(["mobile wallet"]));
  });

  it("ranks an exact name before prefixes and substrings", async () => {
    const results = await search("bitcoin core");
    expect(results.tools[0]?.slug).toBe("bitcoin-core");
  });

  it("forgives a typo", async () => {
    const results = await search("sparow");
    expect(results.tools[0]?.slug).toBe("sparrow-wallet");
  });

  it("finds tags and gives categories their tool counts", async () => {
    const results = await search("lightn");
    expect(results.tags[0]?.name).toBe("lightning");
    const mining = await search("mining");
    expect(mining.categories[0]).toMatchObject({ name: "Mining", slug: "mining" });
    expect(mining.categories[0]!.toolCount).toBeGreaterThan(0);
  });

  it("answers a blank query with nothing, without an error", async () => {
    expect(await search("   ")).toEqual({ tools: [], ended: [], categories: [], tags: [] });
    expect(await search("%_%")).toEqual({ tools: [], ended: [], categories: [], tags: [] });
  });
});

describe("/search page", () => {
  it("shows the same groups as links for visitors without JavaScript", async () => {
    const { response, html } = await get("/search?q=sparow");
    expect(response.status).toBe(200);
    expect(html).toContain('href="/tool/sparrow-wallet"');
    expect(html).toContain(">Tools</h2>");
  });

  it("says so when nothing matches", async () => {
    const { html } = await get("/search?q=qqqqqqqqqqqq");
    expect(html).toContain("No results found");
  });
});

describe("the home list and the search dialog", () => {
  /** Tool slugs in the home page's results section, in page order. */
  async function homeResults(q: string): Promise<string[]> {
    const { response, html } = await get(`/?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return toolSlugs(html.slice(html.indexOf('id="tools"')));
  }

  it.each(["wallt", "hardware", "sparow", "lightning"])("list the same tools, in the same order, for %s", async (q) => {
    const dialog = (await search(q)).tools.map((tool) => tool.slug);
    const home = await homeResults(q);
    expect(dialog.length).toBeGreaterThan(0);
    expect(home.slice(0, dialog.length)).toEqual(dialog);
  });

  it("finds tools by their tags and descriptions, not only their names", async () => {
    const dialog = (await search("hardware")).tools.map((tool) => tool.slug);
    expect(dialog).toContain("coldcard");
  });
});
