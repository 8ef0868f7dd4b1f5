// The rules of the tool report form and of an editor's resolution, checked on the server. The
// limits and words are in tool-reports.ts, which the pages import without zod.
import { z } from "zod";
import { EmailAddress } from "#app/lib/email-field.ts";
import { REPORT_KINDS, REPORT_LIMITS } from "#app/lib/tool-reports.ts";
import { fitsIn } from "#app/lib/text-limits.ts";

const { messageMin, messageMax, noteMax } = REPORT_LIMITS;

export const ToolReportForm = z.object({
  kind: z.enum(REPORT_KINDS, "Choose what kind of problem it is."),
  message: z
    .string()
    .trim()
    .min(1, "Please describe the problem.")
    .min(messageMin, `Please describe the problem in at least ${messageMin} characters.`)
    .refine(fitsIn(messageMax), `Reports are at most ${messageMax} characters.`),
  /** Optional: an empty field is no address; anything else must be one. */
  email: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(EmailAddress.nullable()),
});

export type ToolReportInput = z.infer<typeof ToolReportForm>;

export const ResolveReportForm = z.object({
  note: z
    .string()
    .trim()
    .min(1, "Write what was done: the reporter reads this note.")
    .refine(fitsIn(noteMax), `Notes are at most ${noteMax} characters.`),
});
