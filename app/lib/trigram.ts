// Trigram similarity for short in-memory lists (tag names), in the spirit of pg_trgm: a word of
// the text is compared with the query by the share of trigrams they have in common.

/** pg_trgm's default threshold for a "similar" match. */
export const SIMILARITY_THRESHOLD = 0.5;

/** A text's trigram sets (one per word, and one for the whole text), computed once. */
export type PreparedText = Set<string>[];

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

export function prepareText(text: string): PreparedText {
  const parts = words(text);
  return [...parts, parts.join(" ")].map(trigrams);
}

/** The query's trigrams, or null when it has no letters or digits. */
export function prepareQuery(query: string): Set<string> | null {
  const q = words(query).join(" ");
  return q === "" ? null : trigrams(q);
}

/** 0 to 1: the best match between the query and any word of the text, or the whole text. */
export function preparedSimilarity(query: Set<string> | null, text: PreparedText): number {
  if (!query) return 0;
  let best = 0;
  for (const candidate of text) best = Math.max(best, jaccard(query, candidate));
  return best;
}

export function wordSimilarity(query: string, text: string): number {
  return preparedSimilarity(prepareQuery(query), prepareText(text));
}
