// The admin's learning resource forms (shared by the pages and the server): a resource's title,
// address (https, one resource per address), kind, author and description; its deletion; and the
// Move up / Move down buttons of the list.
import { z } from "zod";
import { DELETE_CONFIRM_MISSING } from "#app/lib/category-rules.ts";
import { hasControlCharacters } from "#app/lib/control-characters.ts";
import type { EditConflict } from "#app/lib/edit-conflict.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import { RESOURCE_KINDS } from "#app/lib/resource-kinds.ts";
import { singleLine } from "#app/lib/single-line-field.ts";
import { fitsIn } from "#app/lib/text-limits.ts";

export const LEARNING_LIMITS = { title: 120, url: 500, author: 100, description: 600 } as const;

export const LEARNING_INTENTS = { save: "save", delete: "delete" } as const;
export type LearningIntent = (typeof LEARNING_INTENTS)[keyof typeof LEARNING_INTENTS];

export const MOVE_INTENTS = { up: "move-up", down: "move-down" } as const;

const plainText = (text: string) => !hasControlCharacters(text.replace(/[\t\n\r]/g, " "));

export const LearningResourceForm = z.object({
  title: singleLine(
    z
      .string()
      .trim()
      .min(2, "Enter the resource's title.")
      .max(LEARNING_LIMITS.title, `Titles are at most ${LEARNING_LIMITS.title} characters.`),
  ),
  url: z
    .string()
    .trim()
    .min(1, "Enter the resource's address.")
    .max(LEARNING_LIMITS.url, `Addresses are at most ${LEARNING_LIMITS.url} characters.`)
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: "Enter an https:// address." })),
  kind: z.enum(RESOURCE_KINDS, "Choose a kind from the list."),
  author: singleLine(
    z.string().trim().max(LEARNING_LIMITS.author, `Keep the author under ${LEARNING_LIMITS.author} characters.`),
  ),
  description: z
    .string()
    .trim()
    .min(15, "Write a description of at least 15 characters.")
    .refine(
      fitsIn(LEARNING_LIMITS.description),
      `Keep the description under ${LEARNING_LIMITS.description} characters.`,
    )
    .refine(plainText, "The description contains a character that is not allowed."),
});

export type LearningResourceInput = z.output<typeof LearningResourceForm>;

export const DeleteLearningResourceForm = z.object({
  confirm: z.literal("delete", { error: DELETE_CONFIRM_MISSING }),
});

export const MoveLearningResourceForm = z.object({ id: z.uuid("Choose a resource from the list.") });

export type LearningField =
  keyof z.input<typeof LearningResourceForm> | keyof z.input<typeof DeleteLearningResourceForm>;

/** A refused learning resource form (accepted ones redirect), named by its intent. */
export type LearningResult = FormFailure<LearningField> & { intent: LearningIntent; conflict?: EditConflict };

/** The anchor of a kind's section on the admin list. */
export const kindAnchor = (kind: string) => `kind-${kind.replace(/\s+/g, "-")}`;
