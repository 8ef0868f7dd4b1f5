// The admin's glossary forms (shared by the pages and the server): a term's name, its anchor on
// the dictionary page, its plain-text definition and the terms it links to.
import { z } from "zod";
import { DELETE_CONFIRM_MISSING, SLUG_PATTERN } from "#app/lib/category-rules.ts";
import { hasControlCharacters } from "#app/lib/control-characters.ts";
import type { EditConflict } from "#app/lib/edit-conflict.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import { singleLine } from "#app/lib/single-line-field.ts";
import { slugify } from "#app/lib/slugify.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { fitsIn } from "#app/lib/text-limits.ts";

export const GLOSSARY_LIMITS = { term: 80, slug: 80, definition: 1000, related: 8 } as const;

export const GLOSSARY_INTENTS = { save: "save", delete: "delete" } as const;
export type GlossaryIntent = (typeof GLOSSARY_INTENTS)[keyof typeof GLOSSARY_INTENTS];

export const GLOSSARY_SLUG_FROM_TERM_FAILED =
  "The term has no letters a-z or digits to make a slug from: enter one (for example proof-of-work).";

/** Line breaks and tabs are allowed in a definition; other control characters are not. */
const withoutWhitespace = (text: string) => text.replace(/[\t\n\r]/g, " ");

export const GlossaryTermForm = z.object({
  term: singleLine(
    z
      .string()
      .trim()
      .min(1, "Enter the term.")
      .max(GLOSSARY_LIMITS.term, `Terms are at most ${GLOSSARY_LIMITS.term} characters.`),
  ),
  /** Empty: made from the term. */
  slug: z
    .string()
    .trim()
    .max(GLOSSARY_LIMITS.slug, `Slugs are at most ${GLOSSARY_LIMITS.slug} characters.`)
    .refine(
      (slug) => slug === "" || SLUG_PATTERN.test(slug),
      "Use lower-case letters a-z and digits, with single hyphens between words (for example proof-of-work).",
    ),
  definition: z
    .string()
    .trim()
    .min(20, "Write a definition of at least 20 characters.")
    .refine(fitsIn(GLOSSARY_LIMITS.definition), `Keep the definition under ${GLOSSARY_LIMITS.definition} characters.`)
    .refine(
      (text) => !hasControlCharacters(withoutWhitespace(text)),
      "The definition contains a character that is not allowed.",
    ),
});

export type GlossaryTermInput = z.output<typeof GlossaryTermForm>;

/** The slug a saved term gets: the one typed, else one made from the term ("" when none can be). */
export function glossarySlugOf(input: Pick<GlossaryTermInput, "term" | "slug">): string {
  return input.slug || slugify(input.term).slice(0, GLOSSARY_LIMITS.slug).replace(/-+$/, "");
}

/** The related terms ticked in the form (each a term's id), or the message for the field. */
export function readRelatedIds(form: FormData): { ok: true; ids: string[] } | { ok: false; message: string } {
  const values = form.getAll("related");
  const ids = [...new Set(values.filter((value): value is string => typeof value === "string"))];
  if (ids.length !== values.length || !ids.every((id) => isUuid(id)))
    return { ok: false, message: "Choose related terms from the list." };
  if (ids.length > GLOSSARY_LIMITS.related)
    return { ok: false, message: `Choose at most ${GLOSSARY_LIMITS.related} related terms.` };
  return { ok: true, ids };
}

export const DeleteGlossaryTermForm = z.object({
  confirm: z.literal("delete", { error: DELETE_CONFIRM_MISSING }),
});

export type GlossaryField =
  keyof z.input<typeof GlossaryTermForm> | keyof z.input<typeof DeleteGlossaryTermForm> | "related";

/** A refused glossary form (accepted ones redirect), named by its intent; `related` holds the ticked ids. */
export type GlossaryResult = FormFailure<GlossaryField> & {
  intent: GlossaryIntent;
  related?: string[];
  conflict?: EditConflict;
};

// The admin list: search by words of the term or definition, or one letter, in the URL.

export const GLOSSARY_QUERY_MAX = 100;

export interface GlossaryListQuery {
  q: string;
  /** "A" to "Z", "#" for digits, or "" for every letter. */
  letter: string;
}

export function parseGlossaryListQuery(params: URLSearchParams): GlossaryListQuery {
  const q = withoutWhitespace(params.get("q") ?? "")
    .trim()
    .slice(0, GLOSSARY_QUERY_MAX);
  const letter = (params.get("letter") ?? "").toUpperCase();
  return { q: hasControlCharacters(q) ? "" : q, letter: /^[A-Z#]$/.test(letter) ? letter : "" };
}
