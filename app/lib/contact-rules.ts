// The contact form's fields and words, shared by the form and the server.
import { z } from "zod";
import { EmailAddress } from "#app/lib/email-field.ts";
import type { FormResult } from "#app/lib/form-result.ts";

export const CONTACT_MAX = { name: 100, subject: 200, message: 5000 } as const;

/** One line: runs of whitespace (newlines too) become one space, so no value can break a mail header. */
const oneLine = (required: string, max: number, tooLong: string) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

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
    .max(CONTACT_MAX.message, `Messages are at most ${CONTACT_MAX.message} characters.`),
});

export type ContactInput = z.infer<typeof ContactForm>;
export type ContactField = keyof ContactInput;

export interface ContactNotice {
  title: string;
  description: string;
}

export const CONTACT_NOTICES = {
  captchaRequired: { title: "CAPTCHA verification required", description: "Please complete the CAPTCHA verification" },
  captchaFailed: { title: "CAPTCHA verification failed", description: "" },
  /** Without JavaScript, for a form sent too fast, too late or twice: the page has a fresh one. */
  sendAgain: { title: "Message not sent yet", description: "Please wait a few seconds and send again." },
  sendFailed: { title: "Error sending message", description: "Please try again later." },
  sent: { title: "Message sent!", description: "We'll get back to you as soon as possible." },
} satisfies Record<string, ContactNotice>;

/** The form as a whole is refused with a notice: a title and what to do. */
export type ContactResult = FormResult<object, ContactField, ContactNotice>;

/** The field a person leaves empty: it is hidden from people, and scripts fill it. */
export const HONEYPOT_FIELD = "website";

/** The signed time the form was rendered, which stands in for the captcha without JavaScript. */
export const STARTED_AT_FIELD = "startedAt";

/** The form's captcha: ALTCHA from this site, or hCaptcha when it is configured. */
export type CaptchaKind = { kind: "altcha" } | { kind: "hcaptcha"; sitekey: string };
