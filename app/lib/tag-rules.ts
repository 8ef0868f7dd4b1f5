// The admin's tag forms and list (shared by the pages and the server). Tag names are stored trimmed
// and lower-cased (the database refuses anything else), so a typed name is normalized the same way.
import { z } from "zod";
import { hasControlCharacters, hasHiddenCharacters } from "#app/lib/control-characters.ts";
import type { EditConflict } from "#app/lib/edit-conflict.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import { SUBMISSION_LIMITS } from "#app/lib/submission-form.ts";
import { normalizeTag } from "#app/lib/topics.ts";
import { HIDDEN_CHARACTER_MESSAGE } from "#app/lib/single-line-field.ts";

export const TAG_NAME_MAX = SUBMISSION_LIMITS.tag;

export const TAG_INTENTS = { rename: "rename", merge: "merge", delete: "delete" } as const;
export type TagIntent = (typeof TAG_INTENTS)[keyof typeof TAG_INTENTS];

const tagName = (missing: string) =>
  z
    .string()
    .transform(normalizeTag)
    .pipe(
      z
        .string()
        .min(1, missing)
        .max(TAG_NAME_MAX, `Tags are at most ${TAG_NAME_MAX} characters.`)
        .refine((name) => !hasHiddenCharacters(name), HIDDEN_CHARACTER_MESSAGE),
    );

export const RenameTagForm = z.object({ name: tagName("Enter the tag's new name.") });
export const MergeTagForm = z.object({
  into: tagName("Choose the tag that takes this one's tools."),
  confirm: z.literal("merge", { error: "Tick the box to confirm the merge." }),
});
export const DeleteTagForm = z.object({
  confirm: z.literal("delete", { error: "Tick the box to confirm the deletion." }),
});

/** Renaming onto a tag that exists would make two tags one: that is a merge, so the page offers it. */
export const renameTakenMessage = (name: string) =>
  `There is already a tag named "${name}". To make the two one, merge this tag into it below.`;

export type TagField =
  keyof z.input<typeof RenameTagForm> | keyof z.input<typeof MergeTagForm> | keyof z.input<typeof DeleteTagForm>;

/**
 * A refused tag form (accepted ones redirect), named by its intent; a rename refused because the
 * name is taken offers that tag as the one to merge into.
 */
export type TagResult = FormFailure<TagField> & { intent: TagIntent; mergeInto?: string; conflict?: EditConflict };

// The list of tags: search by name, sort, page, all in the URL.

export const TAG_SORTS = ["name", "count"] as const;
export type TagSort = (typeof TAG_SORTS)[number];
export const TAG_SORT_LABELS: Record<TagSort, string> = { name: "Name (A-Z)", count: "Most tools" };
export const TAG_PAGE_SIZE = 50;
const MAX_QUERY_LENGTH = 100;

export interface TagListQuery {
  q: string;
  sort: TagSort;
  page: number;
}

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

const listSchema = z.object({
  q: optional(
    z
      .string()
      .transform(normalizeTag)
      .pipe(
        z
          .string()
          .max(MAX_QUERY_LENGTH, `The search text is longer than ${MAX_QUERY_LENGTH} characters.`)
          .refine((q) => !hasControlCharacters(q), "The search text contains a character that is not allowed."),
      ),
  ),
  sort: optional(z.enum(TAG_SORTS, "Unknown sort order. Use name or count.")),
  page: optional(
    z.coerce.number("The page must be a number.").int("The page must be a whole number.").min(1).max(100_000),
  ),
});

export function parseTagListQuery(
  params: URLSearchParams,
): { ok: true; query: TagListQuery } | { ok: false; message: string } {
  const raw = Object.fromEntries([...listSchema.keyof().options].map((key) => [key, params.get(key)]));
  const result = listSchema.safeParse(raw);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? "Invalid tag list." };
  return { ok: true, query: { q: result.data.q ?? "", sort: result.data.sort ?? "name", page: result.data.page ?? 1 } };
}

/** The query string for a tag list, without defaults. */
export function tagListSearch(query: TagListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort !== "name") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
