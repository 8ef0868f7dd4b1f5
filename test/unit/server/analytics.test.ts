import { describe, expect, it } from "vitest";
import { MemoryBatch } from "#app/server/analytics/memory-batch.server.ts";
import { MAX_COUNTED_PATH_LENGTH, normalizePath, pageViewPath } from "#app/server/analytics/page-view-path.server.ts";
import { pageTypeOf } from "#app/lib/web-vitals.ts";

const html = (status = 200) => new Response("<p>", { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
const request = (path: string, init?: RequestInit) => new Request(`https://example.org${path}`, init);

describe("pageViewPath", () => {
  it("counts a successful HTML GET under its normalized path", () => {
    expect(pageViewPath(request("/tool/sparrow/?utm_source=x"), html())).toBe("/tool/sparrow");
    expect(pageViewPath(request("/"), html())).toBe("/");
    expect(normalizePath(`/${"a".repeat(500)}`)).toHaveLength(MAX_COUNTED_PATH_LENGTH);
  });

  it("leaves out what is not a page view", () => {
    expect(pageViewPath(request("/tool/x", { method: "HEAD" }), html())).toBeNull();
    expect(pageViewPath(request("/tool/x", { method: "POST" }), html())).toBeNull();
    expect(pageViewPath(request("/nope"), html(404))).toBeNull();
    expect(pageViewPath(request("/old"), new Response(null, { status: 301 }))).toBeNull();
    expect(pageViewPath(request("/admin/tools"), html())).toBeNull();
    expect(pageViewPath(request("/api/prices"), html())).toBeNull();
    expect(pageViewPath(request("/rss.xml"), html())).toBeNull();
    expect(pageViewPath(request("/assets/entry.client-AbC123.js"), html())).toBeNull();
    const bot = request("/", { headers: { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" } });
    expect(pageViewPath(bot, html())).toBeNull();
  });

  it("leaves out a page's data fetched ahead of time while the pointer rests on a link", () => {
    const script = new Response("[]", { headers: { "Content-Type": "text/x-script" } });
    const data = (headers: HeadersInit, path = "/tool/x.data") => request(path, { headers });
    expect(pageViewPath(data({}), script)).toBe("/tool/x");
    expect(pageViewPath(data({}, "/_root.data"), script)).toBe("/");
    expect(pageViewPath(data({ "Sec-Purpose": "prefetch" }), script)).toBeNull();
    expect(pageViewPath(data({ Purpose: "prefetch" }), script)).toBeNull();
  });
});

describe("MemoryBatch", () => {
  const add = (held: number, added: number) => held + added;

  it("hands back the batch when it holds the most distinct keys allowed", () => {
    const batch = new MemoryBatch<number>({ maxEntries: 3, maxAgeMs: 60_000 }, add);
    expect(batch.add("a", 1, 0)).toBeNull();
    expect(batch.add("a", 1, 1)).toBeNull();
    expect(batch.add("b", 1, 2)).toBeNull();
    expect(batch.add("c", 1, 3)).toEqual([2, 1, 1]);
    expect(batch.take()).toEqual([]);
  });

  it("hands back the batch once its first entry is old enough", () => {
    const batch = new MemoryBatch<number>({ maxEntries: 100, maxAgeMs: 1000 }, add);
    expect(batch.add("a", 1, 5000)).toBeNull();
    expect(batch.add("a", 1, 5999)).toBeNull();
    expect(batch.add("b", 1, 6000)).toEqual([2, 1]);
  });
});

describe("pageTypeOf", () => {
  it("names the page type from the path alone", () => {
    expect(pageTypeOf("/")).toBe("home");
    expect(pageTypeOf("/tool/sparrow")).toBe("tool");
    expect(pageTypeOf("/blog/what-is-bitcoin")).toBe("blog-post");
    expect(pageTypeOf("/blog/category/news")).toBe("blog");
    expect(pageTypeOf("/bitcoin-to-usd")).toBe("price");
    expect(pageTypeOf("/bitcoin-terms-dictionary")).toBe("glossary");
    expect(pageTypeOf("/bitcoin-terms-dictionary/utxo/")).toBe("glossary-term");
    expect(pageTypeOf("/something/else")).toBe("other");
  });
});
