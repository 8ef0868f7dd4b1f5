// The dictionary's terms, edited in the admin portal: one query brings every term with its related
// terms' slugs and names, kept in the isolate for 30 seconds (admin writes forget it at once).
import { sql } from "drizzle-orm";
import type { GlossaryTerm } from "#app/lib/glossary.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { glossaryTerms } from "#app/server/db/schema.server.ts";
import { memoize } from "#app/server/memo.server.ts";

// Written out with its aliases: Drizzle leaves column names unqualified in a one-table select, and
// an unqualified "id" inside the subquery would be the related term's.
const related = sql<GlossaryTerm["related"]>`coalesce((
  SELECT json_agg(json_build_object('slug', r.slug, 'term', r.term) ORDER BY gr.position, lower(r.term))
  FROM glossary_term_relations gr JOIN glossary_terms r ON r.id = gr.related_term_id
  WHERE gr.term_id = ${sql.raw('"glossary_terms"."id"')}), '[]'::json)`;

/** Every term by name, each with its related terms. */
export function listGlossaryTerms(db: () => Database): Promise<GlossaryTerm[]> {
  return memoize("glossary-terms", 30_000, () =>
    db()
      .select({ term: glossaryTerms.term, slug: glossaryTerms.slug, definition: glossaryTerms.definition, related })
      .from(glossaryTerms)
      .orderBy(sql`lower(${glossaryTerms.term})`),
  );
}
