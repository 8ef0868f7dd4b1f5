// Trigram similarity for short in-memory lists (tag names), in the spirit of pg_trgm: a word of
// the text is compared with the query by the share of trigrams they have in common.

/** pg_trgm's default threshold for a "similar" match. */
export const SIMILARITY_THRESHOLD = 0.5;

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

/** 0 to 1: the best match between the query (as one word) and any word of the text, or the whole text. */
export function wordSimilarity(query: string, text: string): number {
  const q = words(query).join(" ");
  if (q === "") return 0;
  const queryTrigrams = trigrams(q);
  const candidates = [...words(text), words(text).join(" ")];
  return Math.max(0, ...candidates.map((w) => jaccard(queryTrigrams, trigrams(w))));
}
