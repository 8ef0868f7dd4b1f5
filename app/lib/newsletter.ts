// Where a newsletter form may stand, and what the forms and the server share besides the rules
// (newsletter-rules.ts, which the browser does not load). Each subscription records its form.
export const NEWSLETTER_SOURCES = ["footer", "hero", "tool-sidebar"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const isNewsletterSource = (value: unknown): value is NewsletterSource =>
  NEWSLETTER_SOURCES.includes(value as NewsletterSource);

/** Where a form without JavaScript goes back to (its page's path and query). */
export const RETURN_TO_FIELD = "returnTo";
