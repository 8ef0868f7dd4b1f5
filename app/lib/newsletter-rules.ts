// The newsletter forms (footer, home hero, tool sidebar, the page of its own): the address, the
// words they answer with, and the answer. Shared by the forms and the server.
import { z } from "zod";
import { AccountEmail } from "#app/lib/email-field.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import type { NewsletterSource } from "#app/lib/newsletter.ts";

export const NewsletterForm = z.object({ email: AccountEmail });

export type NewsletterField = keyof z.input<typeof NewsletterForm>;

export const NEWSLETTER_FAILED = "Failed to subscribe. Please try again.";

/** The success words: the hero also tells the visitor to look for the confirmation mail. */
export const subscribedMessage = (source: NewsletterSource) =>
  source === "hero" ? "Thanks for subscribing! Check your email for confirmation." : "Thanks for subscribing!";

/**
 * The answer names the form that asked; a failure also carries `error`, the one line the compact
 * forms show, whether the address or the request was refused.
 */
export type NewsletterResult =
  | { ok: true; source: NewsletterSource; message: string }
  | (FormFailure<NewsletterField> & { source: NewsletterSource; error: string });
