// The topics index's letter filter: A-Z, and '&' for tags that do not start with a letter.

export const TOPIC_LETTERS = [..."abcdefghijklmnopqrstuvwxyz", "&"] as const;
export type TopicLetter = (typeof TOPIC_LETTERS)[number];

export function parseTopicLetter(value: string | undefined): TopicLetter | null {
  const lower = (value ?? "").toLowerCase();
  return (TOPIC_LETTERS as readonly string[]).includes(lower) ? (lower as TopicLetter) : null;
}

export const topicLetterPath = (letter: TopicLetter) => `/topics/${encodeURIComponent(letter)}`;
export const tagPath = (tag: string) => `/tag/${encodeURIComponent(tag)}`;

/** Tags are stored trimmed and lower-cased; URLs and forms are matched the same way. */
export function normalizeTag(name: string): string {
  return name.trim().toLowerCase();
}
