// The admin's category forms (shared by the pages and the server): a category's name, slug and
// description, and its deletion, which moves its tools to another category first when it has any.
import { z } from "zod";
import type { EditConflict } from "#app/lib/edit-conflict.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import { singleLine } from "#app/lib/single-line-field.ts";
import { slugify } from "#app/lib/slugify.ts";
import { fitsIn } from "#app/lib/text-limits.ts";

export const CATEGORY_LIMITS = { name: 60, slug: 60, description: 500 } as const;

/** Lower-case words of a-z and 0-9 joined by single hyphens, as in every URL of the site. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const CATEGORY_INTENTS = { save: "save", delete: "delete" } as const;

export const SLUG_FROM_NAME_FAILED =
  "The name has no letters a-z or digits to make a slug from: enter one (for example wallets).";

export const CategoryForm = z.object({
  name: singleLine(
    z
      .string()
      .trim()
      .min(2, "Enter the category's name.")
      .max(CATEGORY_LIMITS.name, `Names are at most ${CATEGORY_LIMITS.name} characters.`),
  ),
  /** Empty: made from the name. */
  slug: z
    .string()
    .trim()
    .max(CATEGORY_LIMITS.slug, `Slugs are at most ${CATEGORY_LIMITS.slug} characters.`)
    .refine(
      (slug) => slug === "" || SLUG_PATTERN.test(slug),
      "Use lower-case letters a-z and digits, with single hyphens between words (for example hardware-wallets).",
    ),
  description: z
    .string()
    .trim()
    .refine(
      fitsIn(CATEGORY_LIMITS.description),
      `Keep the description under ${CATEGORY_LIMITS.description} characters.`,
    ),
});

export type CategoryInput = z.output<typeof CategoryForm>;

/** The slug a saved category gets: the one typed, else one made from the name ("" when none can be). */
export function categorySlugOf(input: Pick<CategoryInput, "name" | "slug">): string {
  return input.slug || slugify(input.name).slice(0, CATEGORY_LIMITS.slug).replace(/-+$/, "");
}

export const DELETE_CONFIRM_MISSING = "Tick the box to confirm the deletion.";

export const DeleteCategoryForm = z.object({
  /** The category that takes the tools; empty for a category without tools. */
  moveTo: z.union([z.literal(""), z.uuid("Choose a category from the list.")]),
  confirm: z.literal("delete", { error: DELETE_CONFIRM_MISSING }),
});

export type CategoryField = keyof z.input<typeof CategoryForm> | keyof z.input<typeof DeleteCategoryForm>;

/** A refused category form (accepted ones redirect), named by its intent. */
export type CategoryResult = FormFailure<CategoryField> & {
  intent: (typeof CATEGORY_INTENTS)[keyof typeof CATEGORY_INTENTS];
  conflict?: EditConflict;
};
