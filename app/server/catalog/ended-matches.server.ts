// What a list that found no tool left out: the discontinued and shut-down tools that match the same
// search, category, tag or filters, so a visitor learns that a tool they look for has ended.
import { inArray } from "drizzle-orm";
import type { EndedTool } from "#app/lib/tool-lifecycle.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { tools } from "#app/server/db/schema.server.ts";
import { listTools, type ToolListFilters } from "#app/server/catalog/tool-list.server.ts";

/** Ended tools a list names at most; its count says how many there are. */
export const ENDED_MATCHES_SHOWN = 5;

export interface EndedMatches {
  total: number;
  tools: EndedTool[];
}

export const NO_ENDED_MATCHES: EndedMatches = { total: 0, tools: [] };

export async function findEndedMatches(db: Database, filters: Partial<ToolListFilters>): Promise<EndedMatches> {
  const page = await listTools(db, { ...filters, endedOnly: true }, 1, ENDED_MATCHES_SHOWN);
  if (page.tools.length === 0) return NO_ENDED_MATCHES;
  const ids = page.tools.map((tool) => tool.id);
  const rows = await db
    .select({
      id: tools.id,
      name: tools.name,
      slug: tools.slug,
      lifecycle: tools.lifecycle,
      lifecycleDate: tools.lifecycleDate,
    })
    .from(tools)
    .where(inArray(tools.id, ids));
  const byId = new Map(rows.map(({ id, ...tool }) => [id, tool]));
  return { total: page.total, tools: ids.flatMap((id) => byId.get(id) ?? []) };
}
