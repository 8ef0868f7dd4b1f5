// Where a newsletter form may stand; each subscription records which one it came from.
export const NEWSLETTER_SOURCES = ["footer", "hero", "tool-sidebar"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const isNewsletterSource = (value: unknown): value is NewsletterSource =>
  NEWSLETTER_SOURCES.includes(value as NewsletterSource);
