// One term for its own page: name, definition and related terms, in one query by its slug.
import { eq, sql } from "drizzle-orm";
import type { GlossaryTerm } from "#app/lib/glossary.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { glossaryTerms } from "#app/server/db/schema.server.ts";

// Written out with its aliases: Drizzle leaves column names unqualified in a one-table select, and
// an unqualified "id" inside the subquery would be the related term's.
const related = sql<GlossaryTerm["related"]>`coalesce((
  SELECT json_agg(json_build_object('slug', r.slug, 'term', r.term) ORDER BY gr.position, lower(r.term))
  FROM glossary_term_relations gr JOIN glossary_terms r ON r.id = gr.related_term_id
  WHERE gr.term_id = ${sql.raw('"glossary_terms"."id"')}), '[]'::json)`;

/** The term at `slug`, or null. */
export async function findGlossaryTerm(db: Database, slug: string): Promise<GlossaryTerm | null> {
  const [row] = await db
    .select({ term: glossaryTerms.term, slug: glossaryTerms.slug, definition: glossaryTerms.definition, related })
    .from(glossaryTerms)
    .where(eq(glossaryTerms.slug, slug));
  return row ?? null;
}
