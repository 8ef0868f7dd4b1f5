// The paged, filtered, sorted tool lists (home, category and tag pages). Everything happens in
// SQL: the filters, the count and the page.
import { sql, type SQL } from "drizzle-orm";
import type { ToolFilters } from "#app/lib/tool-filters.ts";
import { normalizeTag } from "#app/lib/topics.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { ToolSummary } from "#app/server/catalog/featured-tools.server.ts";
import { primaryCategoryName } from "#app/server/catalog/primary-category.server.ts";
import { toolRelevance, toolSearchMatches } from "#app/server/catalog/tool-matching.server.ts";

export interface ToolPage {
  tools: ToolSummary[];
  total: number;
}

export type ToolListFilters = Omit<ToolFilters, "page"> & {
  /** Exact, case-insensitive tag name. */
  tag?: string | null;
};

function conditions(filters: Partial<ToolListFilters>): SQL {
  const where: SQL[] = [sql`t.status = 'published'`];
  if (filters.category) {
    where.push(sql`EXISTS (SELECT 1 FROM tool_categories tc JOIN categories c ON c.id = tc.category_id
      WHERE tc.tool_id = t.id AND c.slug = ${filters.category})`);
  }
  if (filters.tag) {
    where.push(sql`EXISTS (SELECT 1 FROM tool_tags tt JOIN tags g ON g.id = tt.tag_id
      WHERE tt.tool_id = t.id AND g.name = ${normalizeTag(filters.tag)})`);
  }
  if (filters.custody) where.push(sql`t.custody = ${filters.custody}`);
  if (filters.kyc) where.push(sql`t.kyc = ${filters.kyc}`);
  if (filters.openSource !== undefined && filters.openSource !== null) {
    where.push(sql`t.open_source = ${filters.openSource}`);
  }
  if (filters.lightning !== undefined && filters.lightning !== null) {
    where.push(sql`t.lightning = ${filters.lightning}`);
  }
  if (filters.platform) where.push(sql`t.platforms @> ARRAY[${filters.platform}]::text[]`);
  return sql.join(where, sql` AND `);
}

/** The tools to list: all of them, or those a search text finds (with how, for the order). */
function source(filters: Partial<ToolListFilters>): SQL {
  return filters.q ? sql`${toolSearchMatches(filters.q)} JOIN tools t ON t.id = m.id` : sql`tools t`;
}

function orderBy({ sort, q }: Partial<ToolListFilters>): SQL {
  if (sort === "relevance" && q) return toolRelevance(q);
  if (sort === "asc") return sql`lower(t.name) ASC, t.id`;
  if (sort === "desc") return sql`lower(t.name) DESC, t.id`;
  return sql`t.created_at DESC, t.id`;
}

/** One page of the list, without the count. */
export async function listToolRows(
  db: Database,
  filters: Partial<ToolListFilters>,
  page: number,
  pageSize: number,
): Promise<ToolSummary[]> {
  const rows = await db.execute<ToolSummary>(sql`
    SELECT t.id, t.name, t.slug, t.description, t.logo_url AS "logoUrl",
      ${primaryCategoryName} AS "categoryNames"
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
