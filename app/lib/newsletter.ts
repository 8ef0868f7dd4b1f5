// The newsletter forms' words and where a form may stand.
export const NEWSLETTER_SOURCES = ["footer", "hero", "tool-sidebar"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const isNewsletterSource = (value: unknown): value is NewsletterSource =>
  NEWSLETTER_SOURCES.includes(value as NewsletterSource);

export const NEWSLETTER_FAILED = "Failed to subscribe. Please try again.";

/** The success words: the hero also tells the visitor to look for the confirmation mail. */
export const subscribedMessage = (source: NewsletterSource) =>
  source === "hero" ? "Thanks for subscribing! Check your email for confirmation." : "Thanks for subscribing!";

export type SubscribeResult =
  | { ok: true; source: NewsletterSource; message: string }
  | { ok: false; source: NewsletterSource; error: string; status: number };
