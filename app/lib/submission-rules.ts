// The tool submission form (signed-in users): what each field accepts, with messages a person can
// act on, checked on the server (the form takes its limits from submission-form.ts, without zod).
import { z } from "zod";
import type { FormFailure } from "#app/lib/form-result.ts";
import { isPublicWebAddress, isWebAddress, PUBLIC_ADDRESS_MESSAGE } from "#app/lib/public-web-address.ts";
import { SUBMISSION_LIMITS } from "#app/lib/submission-form.ts";
import { normalizeTag } from "#app/lib/topics.ts";
import { hasHiddenCharacters } from "#app/lib/control-characters.ts";
import { HIDDEN_CHARACTER_MESSAGE, singleLine } from "#app/lib/single-line-field.ts";
import { fitsIn } from "#app/lib/text-limits.ts";

/**
 * A site's address: a public web address (http or https, default port, public host; see
 * public-web-address.ts), since the listing check visits it. The admin editor uses it too.
 */
export const websiteUrl = z
  .string()
  .trim()
  .min(1, "Enter the tool's website address.")
  .max(SUBMISSION_LIMITS.url, `Website addresses are at most ${SUBMISSION_LIMITS.url} characters.`)
  .refine(isWebAddress, "Enter a full website address, starting with https://.")
  .refine((value) => !isWebAddress(value) || isPublicWebAddress(value), PUBLIC_ADDRESS_MESSAGE);

export const SubmissionForm = z.object({
  name: singleLine(
    z
      .string()
      .trim()
      .min(2, "Enter the tool's name.")
      .max(SUBMISSION_LIMITS.name, `Names are at most ${SUBMISSION_LIMITS.name} characters.`),
  ),
  websiteUrl,
  description: z
    .string()
    .trim()
    .min(20, "Describe the tool in at least 20 characters.")
    .refine(
      fitsIn(SUBMISSION_LIMITS.description),
      `Keep the description under ${SUBMISSION_LIMITS.description} characters.`,
    ),
  category: z.string().trim().min(1, "Choose a category."),
  tags: z
    .string()
    .trim()
    .transform((value) => [...new Set(value.split(",").map(normalizeTag).filter(Boolean))])
    .refine((tags) => tags.length <= SUBMISSION_LIMITS.tags, `Add at most ${SUBMISSION_LIMITS.tags} tags.`)
    .refine(
      (tags) => tags.every((tag) => tag.length <= SUBMISSION_LIMITS.tag),
      `Tags are at most ${SUBMISSION_LIMITS.tag} characters each.`,
    )
    .refine((tags) => !tags.some(hasHiddenCharacters), HIDDEN_CHARACTER_MESSAGE),
});

export type Submission = z.infer<typeof SubmissionForm>;
export type SubmissionField = keyof Submission;

/** A refused submission (an accepted one redirects to the profile). */
export type SubmissionResult = FormFailure<SubmissionField>;
