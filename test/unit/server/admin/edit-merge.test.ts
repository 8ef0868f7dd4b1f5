// A stale editor form merged by field against the version it was loaded from.
import { describe, expect, it } from "vitest";
import { BASE_FIELD } from "#app/lib/edit-conflict.ts";
import { fingerprintFields, mergeByField, sentBase } from "#app/server/admin/edit-merge.server.ts";

const FIELDS = ["name", "description", "about"];
const loaded = { name: "Sparrow", description: "A wallet.", about: "First words." };
const base = JSON.parse(fingerprintFields(loaded)) as Record<string, string>;

describe("mergeByField", () => {
  it("keeps what someone else changed in a field the editor left alone, and takes the editor's own change", () => {
    const current = { ...loaded, description: "Their better description." };
    const yours = { ...loaded, about: "My new words." };
    expect(mergeByField(FIELDS, base, current, yours)).toEqual({
      merged: { name: "Sparrow", description: "Their better description.", about: "My new words." },
      conflicts: [],
      kept: ["description"],
    });
  });

  it("counts a field both changed to different text as the one conflict", () => {
    const current = { ...loaded, description: "Theirs.", name: "Sparrow Wallet" };
    const yours = { ...loaded, description: "Mine." };
    const merge = mergeByField(FIELDS, base, current, yours);
    expect(merge.conflicts).toEqual(["description"]);
    expect(merge.kept).toEqual(["name"]);
    expect(merge.merged).toEqual({ name: "Sparrow Wallet", description: "Mine.", about: "First words." });
  });

  it("is no conflict when both made the same change, even with other line endings and outer spaces", () => {
    const current = { ...loaded, description: "Same fix.", about: "Line one\nLine two" };
    const yours = { ...loaded, description: "Same fix.", about: "  Line one\r\nLine two \r\n" };
    expect(mergeByField(FIELDS, base, current, yours).conflicts).toEqual([]);
  });

  it("without a base, treats every field that differs as the editor's change and a conflict", () => {
    const current = { ...loaded, description: "Theirs." };
    const yours = { ...loaded, about: "Mine." };
    expect(mergeByField(FIELDS, null, current, yours)).toEqual({
      merged: { name: "Sparrow", description: "A wallet.", about: "Mine." },
      conflicts: ["description", "about"],
      kept: [],
    });
  });

  it("keeps the stored text of a field the form did not send", () => {
    const current = { ...loaded, about: "Theirs." };
    expect(mergeByField(FIELDS, base, current, { name: "Sparrow" }).merged.about).toBe("Theirs.");
  });
});

describe("sentBase", () => {
  const form = (value: string) => {
    const data = new FormData();
    data.set(BASE_FIELD, value);
    return data;
  };

  it("reads the fingerprints the form carries", () => {
    expect(sentBase(form(fingerprintFields(loaded)))).toEqual(base);
  });

  it("is null for a form without them, or with anything but an object of strings", () => {
    expect(sentBase(new FormData())).toBeNull();
    for (const junk of ["", "not json", "[1,2]", "null", "42"]) expect(sentBase(form(junk)), junk).toBeNull();
    expect(sentBase(form('{"name":"abc","about":7}'))).toEqual({ name: "abc" });
    expect(sentBase(form(`{"name":"${"x".repeat(30_000)}"}`))).toBeNull();
  });
});
