import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { get as getPage } from "#test/support/worker.ts";

async function get(path: string) {
  const { response, html } = await getPage(path);
  return { response, body: html };
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  changefreq: string;
  priority: string;
}

// Values stay strings ("0.6", not 0.6) and <url> is always a list.
const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === "url" });

function urlsOf(xml: string): SitemapUrl[] {
  return (parser.parse(xml) as { urlset: { url: SitemapUrl[] } }).urlset.url;
}

describe("sitemap.xml", () => {
  it("is XML for every public page, with absolute URLs on SITE_URL", async () => {
    const { response, body } = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    expect(response.headers.get("Cache-Control")).toMatch(/public.*s-maxage=30/);
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain("<loc>http://localhost/tool/bitcoin-core</loc>");

    const urls = urlsOf(body);
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    expect(byLoc.size).toBe(urls.length);
    expect(byLoc.get("http://localhost/")).toMatchObject({ changefreq: "daily", priority: "1.0" });
    expect(byLoc.get("http://localhost/category/bitcoin-wallets")).toMatchObject({
      changefreq: "weekly",
      priority: "0.6",
    });
    expect(byLoc.get("http://localhost/bitcoin-to-euro")).toMatchObject({ changefreq: "hourly", priority: "0.7" });
    expect(urls.filter((u) => u.loc.startsWith("http://localhost/bitcoin-to-"))).toHaveLength(50);
    expect(byLoc.get("http://localhost/bitcoin-prices")).toMatchObject({ changefreq: "hourly", priority: "0.7" });
    expect(byLoc.get("http://localhost/tool/bitcoin-core")).toMatchObject({ changefreq: "monthly", priority: "0.7" });
    expect(byLoc.get("http://localhost/tool/bitcoin-core")?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(urls.some((u) => u.loc.startsWith("http://localhost/tag/"))).toBe(true);
    expect(byLoc.get("http://localhost/tag/full%20node")).toMatchObject({ changefreq: "weekly", priority: "0.5" });
    expect(byLoc.has("http://localhost/blog/category/lightning")).toBe(true);
    expect(byLoc.get("http://localhost/bitcoin-terms-dictionary")).toMatchObject({ changefreq: "weekly" });
    expect(byLoc.get("http://localhost/bitcoin-terms-dictionary/utxo")).toMatchObject({
      changefreq: "monthly",
      priority: "0.5",
    });
    expect(byLoc.get("http://localhost/bitcoin-terms-dictionary/utxo")?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      urls.filter((u) => u.loc.startsWith("http://localhost/bitcoin-terms-dictionary/")).length,
    ).toBeGreaterThanOrEqual(110);
  });

  it("lists published blog posts and leaves drafts out", async () => {
    const { body } = await get("/sitemap.xml");
    const locs = urlsOf(body).map((u) => u.loc);
    expect(locs).toContain("http://localhost/blog/lightning-network-explained");
    expect(locs).not.toContain("http://localhost/blog/bitcoin-privacy-basics");
    expect(body).not.toContain("bitcoin-privacy-basics");
  });
});

describe("robots.txt", () => {
  it("allows the public site and names the sitemap", async () => {
    const { response, body } = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    expect(body).toContain("User-agent: *");
    expect(body).toContain("Disallow: /admin");
    expect(body).toContain("Sitemap: http://localhost/sitemap.xml");
  });
});

describe("the sitemap page", () => {
  it("shows the sitemap XML and a download link", async () => {
    const { response, body } = await get("/sitemap");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Cache-Control")).toMatch(/public.*s-maxage=30/);
    expect(body).toContain("<title>Sitemap | Bitcoin Tools Directory</title>");
    expect(body).toContain("Download sitemap.xml");
    expect(body).toMatch(/<a href="\/sitemap\.xml" download=""/);
    expect(body).toContain("&lt;urlset");
    expect(body).toMatch(/http:\/\/localhost\/tool\/[a-z0-9-]+/);
  });

  it("shows the first 100 pages' entries and says the download has them all", async () => {
    const { body } = await get("/sitemap");
    // Other suites add and remove pages meanwhile, so the count is read from the page itself.
    const said = /Below are the first 100 of its ([\d,]+) pages; the download has them all\./.exec(body);
    expect(said, "the page says how many pages the download has").not.toBeNull();
    expect(Number(said![1]!.replaceAll(",", ""))).toBeGreaterThan(100);
    expect(body.match(/&lt;url&gt;/g)).toHaveLength(100);
  });
});
