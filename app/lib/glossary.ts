// The dictionary's terms grouped by first letter, the filter that narrows them, each term's place
// among the others (its letter, previous and next), and their schema.org descriptions.
import { cutAtWord } from "#app/lib/cut-at-word.ts";

/** What the index lists of a term: its name and where its page is. */
export interface GlossaryTermName {
  term: string;
  /** The term's page, /bitcoin-terms-dictionary/{slug}, and its old anchor on the index (#utxo). */
  slug: string;
}

/** What the index shows of a term: its name and its definition's first sentence. */
export interface GlossaryTermSummary extends GlossaryTermName {
  summary: string;
}

export interface GlossaryTerm extends GlossaryTermName {
  definition: string;
  /** The related terms, in the editors' order. */
  related: GlossaryTermName[];
}

export interface LetterGroup<T extends GlossaryTermName = GlossaryTermName> {
  /** "A" to "Z", or "#" for terms that start with a digit. */
  letter: string;
  terms: T[];
}

export const DICTIONARY_PATH = "/bitcoin-terms-dictionary";

export const termPath = (slug: string) => `${DICTIONARY_PATH}/${slug}`;

export const LETTERS = ["#", ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

export const letterOf = (term: string) => {
  const first = term.trim().charAt(0).toUpperCase();
  return first >= "A" && first <= "Z" ? first : "#";
};

/** The anchor of a letter's section on the index ("#" holds the terms that start with a digit). */
export const letterId = (letter: string) => `letter-${letter === "#" ? "0-9" : letter}`;

/** Terms in the index's order: by letter (digits first), each letter's alphabetically. */
export function inIndexOrder<T extends GlossaryTermName>(terms: readonly T[]): T[] {
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term, "en", { sensitivity: "base", numeric: true }));
  return LETTERS.flatMap((letter) => sorted.filter((t) => letterOf(t.term) === letter));
}

/**
 * Letter sections of terms already in the index's order (`inIndexOrder`), empty letters left out.
 * The server sorts: comparing by locale makes the browser start its collator, a long task while the
 * dictionary hydrates.
 */
export function groupByLetter<T extends GlossaryTermName>(terms: readonly T[]): LetterGroup<T>[] {
  return LETTERS.map((letter) => ({ letter, terms: terms.filter((t) => letterOf(t.term) === letter) })).filter(
    (group) => group.terms.length > 0,
  );
}

/** The words of a filter's text, lower-cased; the server's filter splits them the same way. */
export const queryWords = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Terms whose name, or definition when they carry one, contains every word of the query,
 * case-insensitively. The index's live filter has names only, so it narrows by name.
 */
export function filterTerms<T extends GlossaryTermName & { definition?: string }>(
  terms: readonly T[],
  query: string,
): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...terms];
  return terms.filter((t) => {
    const text = `${t.term} ${t.definition ?? ""}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export interface TermPlace {
  letter: string;
  /** The other terms of the same letter, in the index's order. */
  sameLetter: GlossaryTermName[];
  previous: GlossaryTermName | null;
  next: GlossaryTermName | null;
}

/** Where a term stands in the index's order, or null when `slug` is none of `terms`. */
export function placeOf(terms: readonly GlossaryTermName[], slug: string): TermPlace | null {
  const ordered = inIndexOrder(terms);
  const groups = groupByLetter(ordered);
  const index = ordered.findIndex((t) => t.slug === slug);
  if (index === -1) return null;
  const letter = letterOf(ordered[index]!.term);
  return {
    letter,
    sameLetter: groups.find((group) => group.letter === letter)!.terms.filter((t) => t.slug !== slug),
    previous: ordered[index - 1] ?? null,
    next: ordered[index + 1] ?? null,
  };
}

const DESCRIPTION_LENGTH = 160;

/** A term page's meta description: the definition's first sentence, cut at a word within 160 characters. */
export function termDescription(definition: string): string {
  const text = definition.replace(/\s+/g, " ").trim();
  // A sentence ends where a capital, a digit or the end follows: "e.g. this" goes on.
  const sentence = /^.+?[.!?](?=\s+[A-Z0-9"“(]|$)/.exec(text)?.[0] ?? text;
  return cutAtWord(sentence, DESCRIPTION_LENGTH);
}

const definedTermSetName = "Bitcoin Terms Dictionary";

/**
 * schema.org DefinedTermSet of the index, listing its terms by reference: each `@id` is the term's
 * own page, which declares the DefinedTerm (name, definition) in full.
 */
export function definedTermSet(setUrl: string, terms: ReadonlyArray<Pick<GlossaryTerm, "slug">>) {
  const origin = new URL(setUrl).origin;
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTermSet",
    "@id": setUrl,
    name: definedTermSetName,
    url: setUrl,
    hasDefinedTerm: terms.map((term) => ({ "@id": `${origin}${termPath(term.slug)}` })),
  };
}

/** schema.org DefinedTerm of a term's own page, in the dictionary's set. */
export function definedTerm(term: Pick<GlossaryTerm, "term" | "definition">, pageUrl: string, setUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTerm",
    "@id": pageUrl,
    name: term.term,
    description: term.definition,
    url: pageUrl,
    inDefinedTermSet: { "@type": "DefinedTermSet", "@id": setUrl, name: definedTermSetName, url: setUrl },
  };
}
