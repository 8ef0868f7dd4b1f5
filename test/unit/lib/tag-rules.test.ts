import { describe, expect, it } from "vitest";
import { parseForm } from "#app/lib/form-result.ts";
import { formOf } from "#test/support/form-data.ts";
import { MergeTagForm, parseTagListQuery, RenameTagForm, tagListSearch } from "#app/lib/tag-rules.ts";

const form = formOf;

describe("the tag forms", () => {
  it("normalize names as the database stores them: trimmed and lower-case", () => {
    expect(parseForm(form({ name: "  Hardware Wallet " }), RenameTagForm)).toMatchObject({
      ok: true,
      data: { name: "hardware wallet" },
    });
    expect(parseForm(form({ into: " LIGHTNING", confirm: "merge" }), MergeTagForm)).toMatchObject({
      ok: true,
      data: { into: "lightning" },
    });
    // A merge deletes a tag: the box must be ticked.
    expect(parseForm(form({ into: "lightning" }), MergeTagForm)).toMatchObject({
      ok: false,
      fieldErrors: { confirm: "Tick the box to confirm the merge." },
    });
  });

  it("refuse an empty name, one over 30 characters, and control characters", () => {
    for (const name of ["", "   ", "x".repeat(31), "tab\there"])
      expect(parseForm(form({ name }), RenameTagForm).ok, JSON.stringify(name)).toBe(false);
    expect(parseForm(form({ name: "x".repeat(30) }), RenameTagForm).ok).toBe(true);
  });
});

describe("the tag list in the URL", () => {
  const parse = (query: string) => parseTagListQuery(new URLSearchParams(query));

  it("has defaults, normalizes the search, and writes back only what differs", () => {
    expect(parse("")).toEqual({ ok: true, query: { q: "", sort: "name", page: 1 } });
    expect(parse("q=%20Wallet%20&sort=count&page=2")).toEqual({
      ok: true,
      query: { q: "wallet", sort: "count", page: 2 },
    });
    expect(tagListSearch({ q: "", sort: "name", page: 1 })).toBe("");
    expect(tagListSearch({ q: "hardware wallet", sort: "count", page: 3 })).toBe(
      "?q=hardware+wallet&sort=count&page=3",
    );
  });

  it("refuses an unknown sort and a page that is not a whole number from 1", () => {
    for (const query of ["sort=popular", "page=0", "page=two", "page=1.5"]) expect(parse(query).ok, query).toBe(false);
  });
});
