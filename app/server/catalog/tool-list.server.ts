// The paged, filtered, sorted tool lists (home, category and tag pages). Everything happens in
// SQL: the filters, the count and the page. A search lists and counts at most SEARCH_COUNT_CAP
// tools (see toolSearchMatches), so its cost does not grow with the catalogue.
import { sql, type SQL } from "drizzle-orm";
import { YES_NO_FACET_KEYS } from "#app/lib/tool-facets.ts";
import { SEARCH_COUNT_CAP, type ToolFacets, type ToolFilters } from "#app/lib/tool-filters.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { categories, toolCategories, tools, toolTags } from "#app/server/db/schema.server.ts";
import { stillOffered } from "#app/server/catalog/tool-lifecycle-filter.server.ts";
import { toolRelevance, toolSearchMatches } from "#app/server/catalog/tool-matching.server.ts";
import { toolSummarySelect, type ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import { releasedRecently } from "#app/server/repositories/repository-figures.server.ts";

export interface ToolPage {
  tools: ToolSummary[];
  /** At most SEARCH_COUNT_CAP for a search. */
  total: number;
  /** A search found more than SEARCH_COUNT_CAP tools, and counted no further. */
  capped: boolean;
}

export type ToolListFilters = Omit<ToolFilters, "page"> & {
  /** The id of a tag (the tag page looks the tag up by name first). */
  tagId?: string | null;
  /** Only the discontinued and shut-down tools: what a list that found none leaves out. */
  endedOnly?: boolean;
};

function conditions(filters: Partial<ToolListFilters>): SQL {
  const where: SQL[] = [sql`${tools.status} = 'published'`];
  if (filters.endedOnly) where.push(sql`NOT ${stillOffered}`);
  else if (!filters.includeEnded) where.push(stillOffered);
  if (filters.releasedRecently) where.push(releasedRecently);
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
  for (const key of YES_NO_FACET_KEYS) {
    const value = facets[key];
    if (value !== undefined && value !== null) where.push(sql`${tools[key]} = ${value}`);
  }
  if (facets.platform) where.push(sql`${tools.platforms} @> ARRAY[${facets.platform}]::text[]`);
  if (facets.validation) where.push(sql`${tools.validation} = ${facets.validation}`);
  if (facets.signer) where.push(sql`${tools.hardwareSigners} @> ARRAY[${facets.signer}]::text[]`);
  return where;
}

function orderBy({ sort, q }: Partial<ToolListFilters>): SQL {
  if (sort === "relevance" && q) return toolRelevance(q);
  if (sort === "asc") return sql`lower(${tools.name}) ASC, ${tools.id}`;
  if (sort === "desc") return sql`lower(${tools.name}) DESC, ${tools.id}`;
  return sql`${tools.createdAt} DESC, ${tools.id}`;
}

/**
 * One page of a search's tools, with the count (up to `countUpTo`) when asked: one query, the
 * matches read once. The count comes with each row, so an empty page has none (and needs none:
 * it is either the first page of no results, or past the last page).
 */
async function searchPage(
  db: Database,
  filters: Partial<ToolListFilters> & { q: string },
  page: number,
  pageSize: number,
  countUpTo: number,
): Promise<(ToolSummary & { total: number })[]> {
  const rows = await db.execute<ToolSummary & { total: number }>(sql`
    WITH ${toolSearchMatches(filters.q, conditions(filters), countUpTo)},
    listed AS (SELECT id, how FROM m LIMIT ${SEARCH_COUNT_CAP})
    SELECT ${toolSummarySelect}, (SELECT count(*) FROM m)::int AS total
    FROM listed m
    -- Each listed tool by its key: as a join, the planner may hash the whole table for a few
    -- hundred rows (its estimate of the matches is rough), a cost that grows with the catalogue.
    CROSS JOIN LATERAL (SELECT * FROM ${tools} WHERE ${tools.id} = m.id LIMIT 1) ${tools}
    ORDER BY ${orderBy(filters)}
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return [...rows];
}

/** One page of the list, without the count. */
export async function listToolRows(
  db: Database,
  filters: Partial<ToolListFilters>,
  page: number,
  pageSize: number,
): Promise<ToolSummary[]> {
  if (filters.q) {
    const rows = await searchPage(db, { ...filters, q: filters.q }, page, pageSize, SEARCH_COUNT_CAP);
    return rows.map(({ total: _, ...tool }) => tool);
  }
  const rows = await db.execute<ToolSummary>(sql`
    SELECT ${toolSummarySelect}
    FROM ${tools}
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
  if (filters.q) {
    // One more than the cap is read to know whether there are more.
    const rows = await searchPage(db, { ...filters, q: filters.q }, page, pageSize, SEARCH_COUNT_CAP + 1);
    const found = rows[0]?.total ?? 0;
    return {
      tools: rows.map(({ total: _, ...tool }) => tool),
      total: Math.min(found, SEARCH_COUNT_CAP),
      capped: found > SEARCH_COUNT_CAP,
    };
  }
  const [rows, [count]] = await Promise.all([
    listToolRows(db, filters, page, pageSize),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM ${tools} WHERE ${conditions(filters)}`),
  ]);
  return { tools: rows, total: count?.total ?? 0, capped: false };
}
