// The dictionary's filter on the server: the terms whose name or definition holds every word of the
// visitor's text, so a word found only in a definition still finds its term without JavaScript.
import { and, ilike, or, sql } from "drizzle-orm";
import { queryWords, type GlossaryTermName } from "#app/lib/glossary.ts";
import { escapeLike } from "#app/server/catalog/tool-matching.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { glossaryTerms } from "#app/server/db/schema.server.ts";

/** The matching terms, case-insensitively, in name order; every term for a text without words. */
export function searchGlossaryTerms(db: Database, query: string): Promise<GlossaryTermName[]> {
  const words = queryWords(query).map((word) => `%${escapeLike(word)}%`);
  return db
    .select({ term: glossaryTerms.term, slug: glossaryTerms.slug })
    .from(glossaryTerms)
    .where(and(...words.map((word) => or(ilike(glossaryTerms.term, word), ilike(glossaryTerms.definition, word)))))
    .orderBy(sql`lower(${glossaryTerms.term})`);
}
