// One term for its own page: name, definition and related terms, in one query by its slug.
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { GlossaryTerm } from "#app/lib/glossary.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { qualified } from "#app/server/db/raw-rows.server.ts";
import { glossaryTermRelations, glossaryTerms, glossaryTermSlugRedirects } from "#app/server/db/schema.server.ts";

const relation = alias(glossaryTermRelations, "gr");
const relatedTerm = alias(glossaryTerms, "r");
const { slug, term } = relatedTerm;

// Every column qualified: Drizzle leaves column names bare in a one-table select, and a bare "id"
// inside the subquery would be the related term's.
const related = sql<GlossaryTerm["related"]>`coalesce((
  SELECT json_agg(json_build_object('slug', ${qualified(slug)}, 'term', ${qualified(term)})
    ORDER BY ${qualified(relation.position)}, lower(${qualified(term)}))
  FROM ${glossaryTermRelations} ${relation} JOIN ${glossaryTerms} ${relatedTerm}
    ON ${qualified(relatedTerm.id)} = ${qualified(relation.relatedTermId)}
  WHERE ${qualified(relation.termId)} = ${qualified(glossaryTerms.id)}), '[]'::json)`;

/** The term at `slug`, or null. */
export async function findGlossaryTerm(db: Database, slug: string): Promise<GlossaryTerm | null> {
  const [row] = await db
    .select({ term: glossaryTerms.term, slug: glossaryTerms.slug, definition: glossaryTerms.definition, related })
    .from(glossaryTerms)
    .where(eq(glossaryTerms.slug, slug));
  return row ?? null;
}

/** The current slug of the term that had `oldSlug` before a rename, or null. */
export async function findRenamedGlossaryTerm(db: Database, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: glossaryTerms.slug })
    .from(glossaryTermSlugRedirects)
    .innerJoin(glossaryTerms, eq(glossaryTerms.id, glossaryTermSlugRedirects.termId))
    .where(eq(glossaryTermSlugRedirects.oldSlug, oldSlug));
  return row?.slug ?? null;
}
