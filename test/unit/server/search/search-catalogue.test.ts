import { describe, expect, it } from "vitest";
import { combineSearchGroups } from "#app/server/search/search-catalogue.server.ts";

const ok = <T>(value: T): PromiseSettledResult<T> => ({ status: "fulfilled", value });
const failed = { status: "rejected", reason: new Error("read failed") } as const;
const tools = [{ id: "1", name: "Sparrow Wallet", description: "d", logoUrl: null, slug: "sparrow-wallet" }];
const categories = [{ id: "c", name: "Bitcoin Wallets", slug: "bitcoin-wallets", toolCount: 3 }];
const tags = [{ name: "wallet" }];
const found = { tools, ended: [] };

describe("search partial failures", () => {
  it("keeps every group when every read works", () => {
    expect(combineSearchGroups(ok(found), ok(categories), ok(tags))).toEqual({ tools, ended: [], categories, tags });
  });

  it("shows no results when the tools read fails", () => {
    expect(combineSearchGroups(failed, ok(categories), ok(tags))).toEqual({
      tools: [],
      ended: [],
      categories: [],
      tags: [],
    });
  });

  it("shows tools only when the categories read fails", () => {
    expect(combineSearchGroups(ok(found), failed, ok(tags))).toEqual({ tools, ended: [], categories: [], tags: [] });
  });

  it("shows tools and categories when the tags read fails", () => {
    expect(combineSearchGroups(ok(found), ok(categories), failed)).toEqual({ tools, ended: [], categories, tags: [] });
  });
});
