// Ranks search candidates: exact name, then prefix, then substring, then similar (typos).
import { withoutControlCharacters } from "#app/lib/control-characters.ts";

export const SEARCH_LIMITS = { tools: 10, categories: 5, tags: 5 } as const;
export const MAX_SEARCH_LENGTH = 100;

export interface Candidate {
  name: string;
  /** pg_trgm word similarity of the query to the name, 0 to 1. */
  similarity: number;
}

export function matchRank(query: string, name: string): number {
  const q = query.trim().toLowerCase();
  const n = name.toLowerCase();
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  if (n.split(/[^a-z0-9]+/).some((word) => word.startsWith(q))) return 2;
  if (n.includes(q)) return 3;
  return 4;
}

export function rankCandidates<T extends Candidate>(query: string, candidates: T[], limit: number): T[] {
  return candidates
    .map((candidate) => ({ candidate, rank: matchRank(query, candidate.name) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        b.candidate.similarity - a.candidate.similarity ||
        a.candidate.name.toLowerCase().localeCompare(b.candidate.name.toLowerCase()),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/** The trimmed query, or null when there is nothing to search for. */
export function normalizeSearchQuery(raw: string | null): string | null {
  const q = withoutControlCharacters(raw ?? "")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
  return q === "" ? null : q;
}
