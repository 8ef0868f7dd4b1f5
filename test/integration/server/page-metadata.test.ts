// What a page tells crawlers and share previews about itself, read from the rendered HTML.
import { describe, expect, it } from "vitest";
import { get } from "#test/support/worker.ts";

/** Every JSON-LD object on the page (arrays flattened), by its @type. */
function structuredData(html: string): Record<string, Record<string, unknown>[]> {
  const objects = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as unknown;
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
  const byType: Record<string, Record<string, unknown>[]> = {};
  for (const object of objects) (byType[String(object["@type"])] ??= []).push(object);
  return byType;
}

const metaContents = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, "g"))].map((m) => m[1]);

describe("Open Graph type", () => {
  it("a blog post declares og:type once, as an article", async () => {
    const { html } = await get("/blog/how-to-choose-a-bitcoin-wallet");
    expect(metaContents(html, "og:type")).toEqual(["article"]);
  });

  it("a tool page declares og:type once, as a website", async () => {
    const { html } = await get("/tool/sparrow-wallet");
    expect(metaContents(html, "og:type")).toEqual(["website"]);
  });
});

const metaNamed = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"`, "g"))].map((m) => m[1]);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe("share previews", () => {
  // Every public page type, lists included: a link shared anywhere shows a title, a text and an image.
  const pages: Array<[path: string, canonicalUrl: string]> = [
    ["/", "http://localhost/"],
    ["/?page=2", "http://localhost/?page=2"],
    ["/browse", "http://localhost/browse"],
    ["/category/mining", "http://localhost/category/mining"],
    ["/tag", "http://localhost/tag"],
    ["/tag/lightning", "http://localhost/tag/lightning"],
    ["/topics?letter=b", "http://localhost/topics?letter=b"],
    ["/search?q=wallet", "http://localhost/search"],
    ["/compare", "http://localhost/compare"],
    ["/contact", "http://localhost/contact"],
    ["/submit", "http://localhost/submit"],
    ["/newsletter", "http://localhost/newsletter"],
  ];
  for (const [path, canonicalUrl] of pages) {
    it(`${path} has the full set: canonical link, Open Graph and Twitter tags with an image`, async () => {
      const { html } = await get(path);
      expect(canonical(html)).toBe(canonicalUrl.replace(/&/g, "&amp;"));
      expect(metaContents(html, "og:url")).toEqual([canonicalUrl.replace(/&/g, "&amp;")]);
      for (const property of ["og:title", "og:description", "og:type", "og:site_name"])
        expect(metaContents(html, property)[0], property).toBeTruthy();
      expect(metaContents(html, "og:image")).toEqual(["http://localhost/og-image.png"]);
      expect(metaNamed(html, "twitter:card")).toEqual(["summary_large_image"]);
      expect(metaNamed(html, "twitter:image")).toEqual(["http://localhost/og-image.png"]);
    });
  }
});

describe("structured data", () => {
  it("the home page names the site with its search, and the organization", async () => {
    const data = structuredData((await get("/")).html);
    expect(data.WebSite).toEqual([
      expect.objectContaining({
        url: "http://localhost/",
        potentialAction: expect.objectContaining({
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: "http://localhost/search?q={search_term_string}" },
        }),
      }),
    ]);
    expect(data.Organization).toEqual([expect.objectContaining({ url: "http://localhost/" })]);
  });

  it("a category page lists its tools and its trail", async () => {
    const { html } = await get("/category/mining");
    const data = structuredData(html);
    const items = data.ItemList![0]!.itemListElement as { position: number; url: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ position: 1, url: expect.stringMatching(/^http:\/\/localhost\/tool\//) });
    const crumbs = data.BreadcrumbList![0]!.itemListElement as { name: string; item: string }[];
    expect(crumbs.map((c) => c.item)).toEqual([
      "http://localhost/",
      "http://localhost/browse",
      "http://localhost/category/mining",
    ]);
  });

  it("a tag page and the browse page carry an ItemList and a BreadcrumbList", async () => {
    for (const path of ["/tag/lightning", "/browse"]) {
      const data = structuredData((await get(path)).html);
      expect(data.ItemList?.length, path).toBe(1);
      expect(data.BreadcrumbList?.length, path).toBe(1);
    }
  });

  it("a term page refers to its DefinedTermSet by id, name and address", async () => {
    const data = structuredData((await get("/bitcoin-terms-dictionary/utxo")).html);
    expect(data.DefinedTerm![0]!.inDefinedTermSet).toEqual({
      "@type": "DefinedTermSet",
      "@id": "http://localhost/bitcoin-terms-dictionary",
      name: "Bitcoin Terms Dictionary",
      url: "http://localhost/bitcoin-terms-dictionary",
    });
  });
});
