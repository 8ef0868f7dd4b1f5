import { describe, expect, it } from "vitest";
import { forStorage, freshnessOf, isCacheableRequest, isCacheableResponse, renderOnce } from "#functions/edge-cache.ts";

const response = (status: number, headers: Record<string, string>) => new Response("x", { status, headers });

describe("edge cache rules", () => {
  it("caches anonymous GETs only", () => {
    expect(isCacheableRequest(new Request("https://x.test/"), true)).toBe(true);
    expect(isCacheableRequest(new Request("https://x.test/", { method: "POST" }), true)).toBe(false);
    expect(isCacheableRequest(new Request("https://x.test/"), false)).toBe(false);
  });

  it("stores only public responses with s-maxage and no cookie", () => {
    expect(isCacheableResponse(response(200, { "Cache-Control": "public, s-maxage=60" }))).toBe(true);
    expect(isCacheableResponse(response(404, { "Cache-Control": "public, s-maxage=60" }))).toBe(true);
    expect(isCacheableResponse(response(200, { "Cache-Control": "private, s-maxage=60" }))).toBe(false);
    expect(isCacheableResponse(response(200, {}))).toBe(false);
    expect(isCacheableResponse(response(500, { "Cache-Control": "public, s-maxage=60" }))).toBe(false);
    expect(isCacheableResponse(response(200, { "Cache-Control": "public, s-maxage=60", "Set-Cookie": "a=b" }))).toBe(
      false,
    );
  });
});

describe("renders shared by simultaneous requests", () => {
  const page = (body: string, cacheControl = "public, s-maxage=30") =>
    new Response(body, { headers: { "Cache-Control": cacheControl } });

  it("ten simultaneous misses of one page are one render, each with its own copy of the bytes", async () => {
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page(`render ${renders}`);
    };
    const responses = await Promise.all(Array.from({ length: 10 }, () => renderOnce("https://x.test/a", render)));
    expect(renders).toBe(1);
    expect(await Promise.all(responses.map((r) => r.text()))).toEqual(Array(10).fill("render 1"));
    await renderOnce("https://x.test/a", render);
    expect(renders).toBe(2);
  });

  it("a page that may not be shared is rendered for each request", async () => {
    let renders = 0;
    const render = async () => {
      const mine = ++renders;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page(`form ${mine}`, "private, no-store");
    };
    const bodies = await Promise.all(
      Array.from({ length: 3 }, () => renderOnce("https://x.test/contact", render).then((r) => r.text())),
    );
    expect(renders).toBe(3);
    expect(new Set(bodies).size).toBe(3);
  });
});

describe("stored copies", () => {
  it("are fresh for s-maxage, then revalidated, then only a fallback", () => {
    const stored = forStorage(
      new Response("x", { headers: { "Cache-Control": "public, max-age=0, s-maxage=30, stale-while-revalidate=60" } }),
      0,
    );
    expect(stored.headers.get("Cache-Control")).toBe(`public, s-maxage=${30 + 86_400}`);
    expect(freshnessOf(stored, 29_000)).toBe("fresh");
    expect(freshnessOf(stored, 60_000)).toBe("revalidate");
    expect(freshnessOf(stored, 91_000)).toBe("stale");
  });
});
