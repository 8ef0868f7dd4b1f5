// The contact form's rules, checked on the server. The form's limits and words are in
// contact-form.ts, which the page imports without zod.
import { z } from "zod";
import { CONTACT_MAX } from "#app/lib/contact-form.ts";
import { EmailAddress } from "#app/lib/email-field.ts";
import { singleLine } from "#app/lib/single-line-field.ts";
import { fitsIn } from "#app/lib/text-limits.ts";

const oneLine = (required: string, max: number, tooLong: string) =>
  singleLine(z.string().trim().min(1, required).max(max, tooLong));

export const ContactForm = z.object({
  name: oneLine("Please enter your name", CONTACT_MAX.name, `Names are at most ${CONTACT_MAX.name} characters.`),
  email: EmailAddress,
  subject: oneLine(
    "Please enter a subject",
    CONTACT_MAX.subject,
    `Subjects are at most ${CONTACT_MAX.subject} characters.`,
  ),
  message: z
    .string()
    .trim()
    .min(1, "Please enter a message")
    .refine(fitsIn(CONTACT_MAX.message), `Messages are at most ${CONTACT_MAX.message} characters.`),
});

export type ContactInput = z.infer<typeof ContactForm>;
export type ContactField = keyof ContactInput;
