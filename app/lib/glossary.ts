// The dictionary's terms grouped by first letter, and the filter that narrows them.

export interface GlossaryTerm {
  term: string;
  /** The term's anchor on the dictionary page (#utxo). */
  slug: string;
  definition: string;
  /** The related terms, in the editors' order. */
  related: RelatedTerm[];
}

export interface RelatedTerm {
  slug: string;
  term: string;
}

export interface LetterGroup {
  /** "A" to "Z", or "#" for terms that start with a digit. */
  letter: string;
  terms: GlossaryTerm[];
}

export const LETTERS = ["#", ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

export const letterOf = (term: string) => {
  const first = term.trim().charAt(0).toUpperCase();
  return first >= "A" && first <= "Z" ? first : "#";
};

/** Letter sections in A-Z order (digits first), each sorted alphabetically, empty letters left out. */
export function groupByLetter(terms: readonly GlossaryTerm[]): LetterGroup[] {
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term, "en", { sensitivity: "base", numeric: true }));
  return LETTERS.map((letter) => ({ letter, terms: sorted.filter((t) => letterOf(t.term) === letter) })).filter(
    (group) => group.terms.length > 0,
  );
}

/** Terms whose name or definition contains every word of the query, case-insensitively. */
export function filterTerms<T extends Pick<GlossaryTerm, "term" | "definition">>(
  terms: readonly T[],
  query: string,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...terms];
  return terms.filter((t) => {
    const text = `${t.term} ${t.definition}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** schema.org DefinedTermSet with each term, its URL the term's anchor on the page. */
export function definedTermSet(terms: readonly GlossaryTerm[], pageUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTermSet",
    "@id": pageUrl,
    name: "Bitcoin Terms Dictionary",
    url: pageUrl,
    hasDefinedTerm: terms.map((t) => ({
      "@type": "DefinedTerm",
      "@id": `${pageUrl}#${t.slug}`,
      name: t.term,
      description: t.definition,
      url: `${pageUrl}#${t.slug}`,
      inDefinedTermSet: pageUrl,
    })),
  };
}
