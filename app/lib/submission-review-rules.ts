// The review of a submission (shared by the page and the server): publish it now, schedule its
// publication at a date and time in UTC, or reject it with a reason the submitter will read.
import { z } from "zod";
import type { FormFailure } from "#app/lib/form-result.ts";
import { fitsIn } from "#app/lib/text-limits.ts";

export const REVIEW_INTENTS = {
  publish: "publish",
  schedule: "schedule",
  reject: "reject",
} as const;

export type ReviewIntent = (typeof REVIEW_INTENTS)[keyof typeof REVIEW_INTENTS];

export const REJECTION_REASON = { min: 10, max: 1000 } as const;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A date-time field's value ("2026-12-01T14:30", as a datetime-local input sends it) read as UTC;
 * null when it is not one, or names a day that does not exist (30 February).
 */
export function parseUtcDateTime(value: string): Date | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second));
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute;
  return same ? date : null;
}

export const ScheduleForm = z.object({
  publishAt: z
    .string()
    .trim()
    .min(1, "Choose the date and time of publication.")
    .refine((value) => parseUtcDateTime(value) !== null, "Enter a date and time such as 2030-01-31T14:30.")
    .transform((value) => parseUtcDateTime(value)!)
    .refine((date) => date.getTime() > Date.now(), "Choose a time in the future."),
});

export const RejectForm = z.object({
  reason: z
    .string()
    .trim()
    .min(REJECTION_REASON.min, `Give the submitter a reason of at least ${REJECTION_REASON.min} characters.`)
    .refine(fitsIn(REJECTION_REASON.max), `Keep the reason under ${REJECTION_REASON.max} characters.`),
});

export type ReviewField = keyof z.input<typeof ScheduleForm> | keyof z.input<typeof RejectForm>;

/** A refused decision (an accepted one redirects to the queue), named by its intent. */
export type ReviewResult = FormFailure<ReviewField> & { intent: ReviewIntent };
