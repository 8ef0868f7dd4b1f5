// What a list that found no tool left out: the discontinued and shut-down tools that match the same
// search, category, tag or filters, so a visitor learns that a tool they look for has ended.
import type { EndedTool } from "#app/lib/tool-lifecycle.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { listToolRows, listTools, type ToolListFilters } from "#app/server/catalog/tool-list.server.ts";
import type { ToolSummary } from "#app/server/catalog/tool-summary.server.ts";

/** Ended tools a list names at most; its count says how many there are. */
export const ENDED_MATCHES_SHOWN = 5;

export interface EndedMatches {
  total: number;
  tools: EndedTool[];
}

export const NO_ENDED_MATCHES: EndedMatches = { total: 0, tools: [] };

const endedTool = ({ name, slug, lifecycle, lifecycleDate }: ToolSummary): EndedTool => ({
  name,
  slug,
  lifecycle: lifecycle ?? "discontinued",
  lifecycleDate: lifecycleDate ?? null,
});

/** The first ended matches and how many there are. */
export async function findEndedMatches(db: Database, filters: Partial<ToolListFilters>): Promise<EndedMatches> {
  const page = await listTools(db, { ...filters, endedOnly: true }, 1, ENDED_MATCHES_SHOWN);
  return { total: page.total, tools: page.tools.map(endedTool) };
}

/** The first `limit` ended matches, uncounted (the search dialog's free places). */
export async function listEndedMatches(
  db: Database,
  filters: Partial<ToolListFilters>,
  limit: number,
): Promise<EndedTool[]> {
  return (await listToolRows(db, { ...filters, endedOnly: true }, 1, limit)).map(endedTool);
}
