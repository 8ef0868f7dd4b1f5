import { describe, expect, it } from "vitest";
import {
  BENCH_URLS,
  LIGHTHOUSE_PAGES,
  needsAdminSession,
  PLACEHOLDER_QUERIES,
  placeholdersIn,
  resolveBenchPath,
  withQueryParam,
} from "#scripts/bench/urls.ts";

describe("resolveBenchPath", () => {
  it("leaves a fixed path as it is", () => {
    expect(resolveBenchPath("/", {})).toBe("/");
    expect(resolveBenchPath("/api/search?q=sparrow", { tool: "unused" })).toBe("/api/search?q=sparrow");
  });

  it("fills a placeholder with the catalogue's value", () => {
    expect(resolveBenchPath("/tool/{tool}", { tool: "bitcoin-core" })).toBe("/tool/bitcoin-core");
    expect(resolveBenchPath("/category/{category}", { category: "bitcoin-wallets" })).toBe("/category/bitcoin-wallets");
  });

  it.each([
    ["open source", "/tag/open%20source"],
    ["p2p & escrow", "/tag/p2p%20%26%20escrow"],
    ["tax&accounting", "/tag/tax%26accounting"],
    ["c++ / rust?", "/tag/c%2B%2B%20%2F%20rust%3F"],
  ])("URL-encodes the tag %j", (tag, path) => {
    expect(resolveBenchPath("/tag/{tag}", { tag })).toBe(path);
    expect(decodeURIComponent(path.slice("/tag/".length))).toBe(tag);
  });

  it("fills every occurrence, and several placeholders", () => {
    expect(resolveBenchPath("/category/{category}/tag/{tag}", { category: "mining", tag: "full node" })).toBe(
      "/category/mining/tag/full%20node",
    );
    expect(resolveBenchPath("/{tool}/{tool}", { tool: "a" })).toBe("/a/a");
  });

  it("refuses a missing or empty value instead of building a wrong path", () => {
    expect(() => resolveBenchPath("/tag/{tag}", {})).toThrow(/\{tag\}/);
    expect(() => resolveBenchPath("/tag/{tag}", { tag: "" })).toThrow(/\{tag\}/);
  });
});

describe("placeholdersIn", () => {
  it("lists each placeholder once, in order", () => {
    expect(placeholdersIn("/")).toEqual([]);
    expect(placeholdersIn("/category/{category}/tag/{tag}/{category}")).toEqual(["category", "tag"]);
  });

  it("has a query for every placeholder the bench URLs and the Lighthouse pages use", () => {
    const templates = [...BENCH_URLS, ...LIGHTHOUSE_PAGES.map((page) => page.url)];
    for (const name of templates.flatMap(placeholdersIn)) expect(PLACEHOLDER_QUERIES[name]).toBeTypeOf("string");
  });
});

describe("withQueryParam", () => {
  it("starts or extends the query string", () => {
    expect(withQueryParam("/tool/x", "bench", "3")).toBe("/tool/x?bench=3");
    expect(withQueryParam("/api/search?q=sparrow", "bench", "3")).toBe("/api/search?q=sparrow&bench=3");
  });
});

describe("needsAdminSession", () => {
  it("is true for the admin pages only", () => {
    for (const url of ["/admin", "/admin/tools", "/admin/tools?q=wallet", "/admin?x=1"]) {
      expect(needsAdminSession(url)).toBe(true);
    }
    for (const url of ["/", "/administrator", "/tool/admin", "/api/search?q=/admin"]) {
      expect(needsAdminSession(url)).toBe(false);
    }
  });

  it("covers the admin tool list the bench measures", () => {
    expect(BENCH_URLS.filter(needsAdminSession)).toEqual([
      "/admin/tools",
      "/admin/tools?q=wallet",
      "/admin/tools?status=published&custody=self-custody&platform=android&sort=name",
    ]);
  });
});
