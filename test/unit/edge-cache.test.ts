import { describe, expect, it } from "vitest";
import { isCacheableRequest, isCacheableResponse } from "../../functions/edge-cache";

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
