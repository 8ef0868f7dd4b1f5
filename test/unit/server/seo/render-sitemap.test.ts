import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { renderSitemap, type SitemapEntry } from "#app/server/seo/render-sitemap.server.ts";

interface ParsedUrl {
  loc: string;
  lastmod?: string;
  changefreq: string;
  priority: string;
}

// Values stay strings ("1.0", not 1) and <url> is always a list, even with one entry.
const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === "url" });

function parse(xml: string) {
  return parser.parse(xml) as { "?xml": Record<string, string>; urlset: { "@_xmlns": string; url?: ParsedUrl[] } };
}

const entries: SitemapEntry[] = [
  { path: "/", changeFrequency: "daily", priority: 1 },
  {
    path: "/tool/bitcoin-core",
    lastModified: new Date("2025-03-07T23:30:00Z"),
    changeFrequency: "monthly",
    priority: 0.7,
  },
  { path: "/tag/a&b<c>d", changeFrequency: "weekly", priority: 0.5 },
];

describe("renderSitemap", () => {
  const xml = renderSitemap("https://example.com", entries);

  it("starts with the XML declaration and the sitemap namespace", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    const parsed = parse(xml);
    expect(parsed["?xml"]).toMatchObject({ "@_version": "1.0", "@_encoding": "UTF-8" });
    expect(parsed.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  });

  it("escapes &, < and > in loc", () => {
    expect(xml).toContain("<loc>https://example.com/tag/a&amp;b&lt;c&gt;d</loc>");
    expect(xml).not.toContain("a&b");
    expect(parse(xml).urlset.url?.[2]?.loc).toBe("https://example.com/tag/a&b<c>d");
  });

  it("writes lastmod as the UTC day, and only when known", () => {
    expect(xml).toContain("<lastmod>2025-03-07</lastmod>");
    const [home, tool] = parse(xml).urlset.url ?? [];
    expect(home).not.toHaveProperty("lastmod");
    expect(tool?.lastmod).toBe("2025-03-07");
  });

  it("formats priorities with one decimal", () => {
    expect(xml).toContain("<priority>1.0</priority>");
    expect(parse(xml).urlset.url?.map((u) => u.priority)).toEqual(["1.0", "0.7", "0.5"]);
  });

  it("has one url element per entry, in order, with absolute loc and changefreq", () => {
    expect(parse(xml).urlset.url).toEqual([
      { loc: "https://example.com/", changefreq: "daily", priority: "1.0" },
      { loc: "https://example.com/tool/bitcoin-core", lastmod: "2025-03-07", changefreq: "monthly", priority: "0.7" },
      { loc: "https://example.com/tag/a&b<c>d", changefreq: "weekly", priority: "0.5" },
    ]);
  });

  it("renders an empty urlset when there are no entries", () => {
    const empty = parse(renderSitemap("https://example.com", []));
    expect(empty.urlset.url ?? []).toEqual([]);
  });
});
