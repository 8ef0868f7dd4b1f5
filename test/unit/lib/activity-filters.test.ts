import { describe, expect, it } from "vitest";
import { activitySearch, parseActivityFilters } from "#app/lib/activity-filters.ts";
import { adminEntityPath } from "#app/lib/audit.ts";

const parse = (query: string) => parseActivityFilters(new URLSearchParams(query));

describe("the Activity filters in the URL", () => {
  it("has defaults, reads an admin id, an entity type and a page, and writes back only what is set", () => {
    const none = { admin: null, type: null, from: null, to: null, page: 1 };
    expect(parse("")).toEqual({ ok: true, filters: none });
    expect(parse("admin=AbC_12-x&type=tag&from=2025-01-31&to=2025-02-28&page=4")).toEqual({
      ok: true,
      filters: { admin: "AbC_12-x", type: "tag", from: "2025-01-31", to: "2025-02-28", page: 4 },
    });
    expect(parse("admin=&type=&from=&to=")).toEqual({ ok: true, filters: none });
    expect(activitySearch(none)).toBe("");
    expect(activitySearch({ ...none, admin: "u1", type: "category", from: "2025-01-01", page: 2 })).toBe(
      "?admin=u1&type=category&from=2025-01-01&page=2",
    );
  });

  it("refuses an entity type it does not record, an admin id that is not one, and a bad page", () => {
    for (const query of [
      "type=planet",
      "admin=a%20b",
      "admin=x'--",
      "page=-1",
      "from=2025-02-29",
      "from=2026-13-45",
      "to=2026-00-10",
      "to=1/2/2025",
    ])
      expect(parse(query).ok, query).toBe(false);
    expect(parse("from=2025-03-02&to=2025-03-01")).toEqual({
      ok: false,
      message: "The start date must be on or before the end date.",
    });
  });
});

describe("an entity's admin page", () => {
  it("is under its section", () => {
    expect(adminEntityPath("tool", "t1")).toBe("/admin/tools/t1");
    expect(adminEntityPath("category", "c1")).toBe("/admin/categories/c1");
    expect(adminEntityPath("tag", "g1")).toBe("/admin/tags/g1");
    expect(adminEntityPath("blog_category", "b1")).toBe("/admin/blog/categories/b1");
    expect(adminEntityPath("etf", "IBIT")).toBe("/admin/etfs/IBIT");
  });
});
