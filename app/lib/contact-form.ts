// The contact form's limits, words and hidden fields, shared by the page and the server (free of
// zod: the rules that check a message are in contact-rules.ts).
import type { ContactField } from "#app/lib/contact-rules.ts";
import type { FormResult } from "#app/lib/form-result.ts";

export const CONTACT_MAX = { name: 100, subject: 200, message: 5000 } as const;

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

/** Beside 'Send Message' while it waits for the captcha: why it cannot be pressed yet. */
export const SEND_HINT = "Complete the check above to send.";

/** The form as a whole is refused with a notice: a title and what to do. */
export type ContactResult = FormResult<object, ContactField, ContactNotice>;
