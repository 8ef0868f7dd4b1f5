// Every term with the first sentence of its definition: what the dictionary's index shows. Kept
// in the isolate for 30 seconds like the names (admin writes forget it at once), so a render of
// the index does not query for it.
import { sql } from "drizzle-orm";
import { inIndexOrder, termDescription, type GlossaryTermSummary } from "#app/lib/glossary.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { glossaryTerms } from "#app/server/db/schema.server.ts";
import { memoize, SHARED_READ_TTL_MS } from "#app/server/memo.server.ts";

/**
 * Every term with its summary in the index's order (letter sections, each alphabetical); `db` is
 * called only when the isolate does not hold them.
 */
export function listGlossaryTermSummaries(db: () => Database): Promise<GlossaryTermSummary[]> {
  return memoize("glossary-term-summaries", SHARED_READ_TTL_MS, async () => {
    const rows = await db()
      .select({ term: glossaryTerms.term, slug: glossaryTerms.slug, definition: glossaryTerms.definition })
      .from(glossaryTerms)
      .orderBy(sql`lower(${glossaryTerms.term})`);
    const summaries = rows.map(({ term, slug, definition }) => ({ term, slug, summary: termDescription(definition) }));
    return inIndexOrder(summaries);
  });
}
