// The paged, filtered, sorted tool lists (home, category and tag pages). Everything happens in
// SQL: the filters, the count and the page.
import { sql, type SQL } from "drizzle-orm";
import type { ToolFacets, ToolFilters } from "#app/lib/tool-filters.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { categories, toolCategories, tools, toolTags } from "#app/server/db/schema.server.ts";
import { toolRelevance, toolSearchMatches } from "#app/server/catalog/tool-matching.server.ts";
import { toolSummarySelect, type ToolSummary } from "#app/server/catalog/tool-summary.server.ts";

export interface ToolPage {
  tools: ToolSummary[];
  total: number;
}

export type ToolListFilters = Omit<ToolFilters, "page"> & {
  /** The id of a tag (the tag page looks the tag up by name first). */
  tagId?: string | null;
};

function conditions(filters: Partial<ToolListFilters>): SQL {
  const where: SQL[] = [sql`${tools.status} = 'published'`];
  if (filters.category) {
    where.push(sql`EXISTS (SELECT 1 FROM ${toolCategories} JOIN ${categories} ON ${categories.id} = ${toolCategories.categoryId}
      WHERE ${toolCategories.toolId} = ${tools.id} AND ${categories.slug} = ${filters.category})`);
  }
  if (filters.tagId) {
    // The id itself rather than a join by name: the planner then knows how common the tag is, and
    // reads a busy tag's page in date order, stopping after the page.
    where.push(sql`EXISTS (SELECT 1 FROM ${toolTags}
      WHERE ${toolTags.toolId} = ${tools.id} AND ${toolTags.tagId} = ${filters.tagId})`);
  }
  where.push(...facetConditions(filters));
  return sql.join(where, sql` AND `);
}

/** The conditions of the chosen facets (none when none is chosen). */
export function facetConditions(facets: Partial<ToolFacets>): SQL[] {
  const where: SQL[] = [];
  if (facets.custody) where.push(sql`${tools.custody} = ${facets.custody}`);
  if (facets.kyc) where.push(sql`${tools.kyc} = ${facets.kyc}`);
  if (facets.openSource !== undefined && facets.openSource !== null) {
    where.push(sql`${tools.openSource} = ${facets.openSource}`);
  }
  if (facets.lightning !== undefined && facets.lightning !== null) {
    where.push(sql`${tools.lightning} = ${facets.lightning}`);
  }
  if (facets.platform) where.push(sql`${tools.platforms} @> ARRAY[${facets.platform}]::text[]`);
  return where;
}

/** The tools to list: all of them, or those a search text finds (with how, for the order). */
function source(filters: Partial<ToolListFilters>): SQL {
  return filters.q ? sql`${toolSearchMatches(filters.q)} JOIN ${tools} ON ${tools.id} = m.id` : sql`${tools}`;
}

function orderBy({ sort, q }: Partial<ToolListFilters>): SQL {
  if (sort === "relevance" && q) return toolRelevance(q);
  if (sort === "asc") return sql`lower(${tools.name}) ASC, ${tools.id}`;
  if (sort === "desc") return sql`lower(${tools.name}) DESC, ${tools.id}`;
  return sql`${tools.createdAt} DESC, ${tools.id}`;
}

/** One page of the list, without the count. */
export async function listToolRows(
  db: Database,
  filters: Partial<ToolListFilters>,
  page: number,
  pageSize: number,
): Promise<ToolSummary[]> {
  const rows = await db.execute<ToolSummary>(sql`
    SELECT ${toolSummarySelect}
    FROM ${source(filters)}
    WHERE ${conditions(filters)}
    ORDER BY ${orderBy(filters)}
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return [...rows];
}

export async function listTools(
  db: Database,
  filters: Partial<ToolListFilters>,
  page: number,
  pageSize: number,
): Promise<ToolPage> {
  const [tools, [count]] = await Promise.all([
    listToolRows(db, filters, page, pageSize),
    db.execute<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM ${source(filters)} WHERE ${conditions(filters)}`,
    ),
  ]);
  return { tools, total: count?.total ?? 0 };
}
