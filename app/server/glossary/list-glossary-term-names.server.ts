// Every term's name and slug: what the dictionary's index and each term page's letter and
// previous/next links need. Kept in the isolate for 30 seconds (admin writes forget it at once), so
// a render of either page does not query for it.
import { sql } from "drizzle-orm";
import type { GlossaryTermName } from "#app/lib/glossary.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { glossaryTerms } from "#app/server/db/schema.server.ts";
import { memoize, SHARED_READ_TTL_MS } from "#app/server/memo.server.ts";

/** Every term by name; `db` is called only when the isolate does not hold the list. */
export function listGlossaryTermNames(db: () => Database): Promise<GlossaryTermName[]> {
  return memoize("glossary-term-names", SHARED_READ_TTL_MS, () =>
    db()
      .select({ term: glossaryTerms.term, slug: glossaryTerms.slug })
      .from(glossaryTerms)
      .orderBy(sql`lower(${glossaryTerms.term})`),
  );
}
