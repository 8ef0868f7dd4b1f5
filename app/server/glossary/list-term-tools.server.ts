// The published tools that have a term's fact, for the term's page: the first few as the home list
// orders them, and how many there are, through the home list's own query and filters.
import { TERM_FACTS, termFacets } from "#app/lib/glossary-facts.ts";
import { defaultSort } from "#app/lib/tool-filters.ts";
import { listTools, type ToolPage } from "#app/server/catalog/tool-list.server.ts";
import type { Database } from "#app/server/db/client.server.ts";

/** How many tools a term's page lists before linking to the rest. */
export const TERM_TOOLS_SHOWN = 12;

/** The tools with the fact the term at `slug` names, or null when it names none. */
export async function listTermTools(db: () => Database, slug: string): Promise<ToolPage | null> {
  const entry = TERM_FACTS[slug];
  if (!entry) return null;
  return listTools(db(), { ...termFacets(entry.fact), sort: defaultSort("") }, 1, TERM_TOOLS_SHOWN);
}
