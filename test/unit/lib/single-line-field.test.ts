// Every one-line text field of the site's forms: a line break or tab becomes a space, and any other
// control character or bidirectional override is refused on its field, keeping what was typed.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BlogCategoryForm, PostForm } from "#app/lib/admin-blog-rules.ts";
import { NewToolForm } from "#app/lib/admin-tool-rules.ts";
import { CategoryForm } from "#app/lib/category-rules.ts";
import { ContactForm } from "#app/lib/contact-rules.ts";
import { EtfForm } from "#app/lib/etf-rules.ts";
import { parseForm } from "#app/lib/form-result.ts";
import { GlossaryTermForm } from "#app/lib/glossary-rules.ts";
import { LearningResourceForm } from "#app/lib/learning-rules.ts";
import { ProfileForm } from "#app/lib/profile-rules.ts";
import { HIDDEN_CHARACTER_MESSAGE } from "#app/lib/single-line-field.ts";
import { SubmissionForm } from "#app/lib/submission-rules.ts";
import { RenameTagForm } from "#app/lib/tag-rules.ts";
import { formOf } from "#test/support/form-data.ts";

const fields: [string, z.ZodObject, string][] = [
  ["submission name", SubmissionForm, "name"],
  ["tool name", NewToolForm, "name"],
  ["category name", CategoryForm, "name"],
  ["blog category name", BlogCategoryForm, "name"],
  ["post title", PostForm, "title"],
  ["contact name", ContactForm, "name"],
  ["contact subject", ContactForm, "subject"],
  ["full name", ProfileForm, "fullName"],
  ["fund name", EtfForm, "name"],
  ["asset manager", EtfForm, "assetManager"],
  ["exchange", EtfForm, "exchange"],
  ["glossary term", GlossaryTermForm, "term"],
  ["resource title", LearningResourceForm, "title"],
  ["resource author", LearningResourceForm, "author"],
];

const HIDDEN = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009b", "\u202a", "\u202e", "\u2066", "\u2069"];

describe("one-line text fields", () => {
  it.each(fields)("the %s reads CR, LF and tabs as one space", (_label, schema, field) => {
    const parsed = parseForm(formOf({ [field]: "Acme Wallet\r\nReply-To: attacker@evil.test\t" }), schema);
    const value = parsed.ok ? (parsed.data as Record<string, unknown>)[field] : undefined;
    const error = parsed.ok ? undefined : parsed.fieldErrors[field as never];
    expect(error).toBeUndefined();
    if (parsed.ok) expect(value).toBe("Acme Wallet Reply-To: attacker@evil.test");
  });

  it.each(fields)("the %s refuses control and text-direction characters, keeping the text", (_label, schema, field) => {
    for (const char of HIDDEN) {
      const typed = `Acme${char}Wallet`;
      const parsed = parseForm(formOf({ [field]: typed }), schema);
      expect(parsed.ok, JSON.stringify(char)).toBe(false);
      if (parsed.ok) continue;
      expect(parsed.fieldErrors[field as never], JSON.stringify(char)).toBe(HIDDEN_CHARACTER_MESSAGE);
      expect(parsed.values[field as never]).toBe(typed);
    }
  });

  it("tag names refuse them too", () => {
    const parsed = parseForm(formOf({ name: "wallet\u202e" }), RenameTagForm);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fieldErrors.name).toBe(HIDDEN_CHARACTER_MESSAGE);
    const submitted = parseForm(formOf({ tags: "node, evil\u2066tag" }), SubmissionForm);
    expect(submitted.ok).toBe(false);
    if (!submitted.ok) expect(submitted.fieldErrors.tags).toBe(HIDDEN_CHARACTER_MESSAGE);
  });
});
