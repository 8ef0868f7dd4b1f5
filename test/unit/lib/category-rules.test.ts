import { describe, expect, it } from "vitest";
import { CategoryForm, categorySlugOf, DeleteCategoryForm } from "#app/lib/category-rules.ts";
import { parseForm } from "#app/lib/form-result.ts";
import { formOf } from "#test/support/form-data.ts";

const form = formOf;

describe("the category form", () => {
  it("trims the fields and makes the slug from the name when it is left empty", () => {
    const parsed = parseForm(form({ name: "  Security & Privacy ", slug: " ", description: " Keys. " }), CategoryForm);
    expect(parsed).toMatchObject({ ok: true, data: { name: "Security & Privacy", slug: "", description: "Keys." } });
    if (!parsed.ok) return;
    expect(categorySlugOf(parsed.data)).toBe("security-privacy");
    expect(categorySlugOf({ name: "Ignored", slug: "kept-as-typed" })).toBe("kept-as-typed");
  });

  it("keeps a made slug within the limit, without a trailing hyphen, and empty when the name has nothing to make it from", () => {
    expect(categorySlugOf({ name: `${"a".repeat(59)} b`, slug: "" })).toBe("a".repeat(59));
    expect(categorySlugOf({ name: "₿ ₿", slug: "" })).toBe("");
  });

  it("refuses a short name, a malformed slug and a long description, each on its field", () => {
    const parsed = parseForm(form({ name: "x", slug: "Two  Words", description: "d".repeat(501) }), CategoryForm);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(["description", "name", "slug"]);
    for (const slug of ["-lead", "trail-", "double--hyphen", "UPPER", "under_score"])
      expect(parseForm(form({ name: "Fine", slug, description: "" }), CategoryForm).ok, slug).toBe(false);
  });

  it("deletes only with the box ticked, moving to a category id or to none", () => {
    expect(parseForm(form({ moveTo: "", confirm: "delete" }), DeleteCategoryForm).ok).toBe(true);
    expect(
      parseForm(form({ moveTo: "0b7c43c4-52a2-4f0e-9a4b-1f1a2b3c4d5e", confirm: "delete" }), DeleteCategoryForm).ok,
    ).toBe(true);
    expect(parseForm(form({ moveTo: "" }), DeleteCategoryForm)).toMatchObject({
      ok: false,
      fieldErrors: { confirm: "Tick the box to confirm the deletion." },
    });
    expect(parseForm(form({ moveTo: "wallets", confirm: "delete" }), DeleteCategoryForm)).toMatchObject({
      ok: false,
      fieldErrors: { moveTo: "Choose a category from the list." },
    });
  });
});
