// The glossary as the admin sees it: every term with how many terms it links to, and one term
// with the ids of its related terms for the edit page.
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { glossaryTermRelations, glossaryTerms } from "#app/server/db/schema.server.ts";

export type AdminGlossaryRow = { id: string; term: string; slug: string; definition: string; relatedCount: number };

export type AdminGlossaryTerm = {
  id: string;
  term: string;
  slug: string;
  definition: string;
  version: number;
  /** Ids of the related terms, in their order. */
  related: string[];
};

const byTerm = [asc(sql`lower(${glossaryTerms.term})`), asc(glossaryTerms.id)];

/** Every term by name. */
export function listAdminGlossary(db: Database): Promise<AdminGlossaryRow[]> {
  return db
    .select({
      id: glossaryTerms.id,
      term: glossaryTerms.term,
      slug: glossaryTerms.slug,
      definition: glossaryTerms.definition,
      relatedCount: sql<number>`(SELECT count(*)::int FROM ${glossaryTermRelations} WHERE ${glossaryTermRelations.termId} = ${glossaryTerms.id})`,
    })
    .from(glossaryTerms)
    .orderBy(...byTerm);
}

/** Every term's id and name, for the related-terms choice. */
export function listGlossaryChoices(db: Database): Promise<{ id: string; term: string }[]> {
  return db
    .select({ id: glossaryTerms.id, term: glossaryTerms.term })
    .from(glossaryTerms)
    .orderBy(...byTerm);
}

export async function findAdminGlossaryTerm(db: Database, id: string): Promise<AdminGlossaryTerm | null> {
  const [row] = await db
    .select({
      id: glossaryTerms.id,
      term: glossaryTerms.term,
      slug: glossaryTerms.slug,
      definition: glossaryTerms.definition,
      version: glossaryTerms.version,
      // JSON, not a Postgres array: the Worker's client does not fetch the types it would need to read one.
      related: sql<
        string[]
      >`coalesce((SELECT json_agg(${glossaryTermRelations.relatedTermId} ORDER BY ${glossaryTermRelations.position})
        FROM ${glossaryTermRelations} WHERE ${glossaryTermRelations.termId} = ${glossaryTerms.id}), '[]'::json)`,
    })
    .from(glossaryTerms)
    .where(eq(glossaryTerms.id, id));
  return row ?? null;
}

/** Related terms' ids in the order the form lists them (by term), so that the same terms read the same however sent. */
export function inListOrder(ids: string[], choices: { id: string }[]): string[] {
  const place = new Map(choices.map((choice, index) => [choice.id, index]));
  const placeOf = (id: string) => place.get(id) ?? choices.length;
  return [...ids].sort((a, b) => placeOf(a) - placeOf(b));
}

/** The edit form's fields as it sends them, which a stale save compares; `related` as ids joined by commas. */
export function glossaryFormValues(term: AdminGlossaryTerm, choices: { id: string }[]): Record<string, string> {
  const { slug, definition } = term;
  return { term: term.term, slug, definition, related: inListOrder(term.related, choices).join(",") };
}
