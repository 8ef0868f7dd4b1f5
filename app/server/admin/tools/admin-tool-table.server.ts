// The admin tool table: every tool whatever its status, searched, filtered, ordered and paged in
// SQL. Each order has an index that ends in the id tie-break (migration 0011), so a page is read
// in index order; the search by name, slug and URL uses their trigram indexes.
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { AdminToolSort, AdminToolTableQuery } from "#app/lib/admin-tool-table.ts";
import type { ToolStatus } from "#app/lib/tool-facets.ts";
import { primaryCategoryOf } from "#app/server/catalog/primary-category.server.ts";
import { GAP_CONDITIONS } from "#app/server/admin/coverage/coverage.server.ts";
import { facetConditions } from "#app/server/catalog/tool-list.server.ts";
import { escapeLike } from "#app/server/catalog/tool-matching.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { categories, toolCategories, toolHealth, tools } from "#app/server/db/schema.server.ts";
import { healthCondition, toolHealthColumns } from "#app/server/health/tool-health-read.server.ts";
import type { ToolHealthSummary } from "#app/lib/listing-health.ts";

export interface AdminToolRow {
  id: string;
  name: string;
  slug: string;
  status: ToolStatus;
  /** When the tool is scheduled to go live, if it is. */
  publishAt: Date | null;
  featured: boolean;
  updatedAt: Date;
  primaryCategory: string | null;
  /** What the listing check found; null when the tool's website was never checked. */
  health: ToolHealthSummary | null;
}

export interface AdminToolPage {
  rows: AdminToolRow[];
  total: number;
}

export interface CategoryChoice {
  id: string;
  name: string;
  slug: string;
}

/** Every category, by name: the table's category filter offers them all, empty ones too. */
export async function listCategoryChoices(db: Database): Promise<CategoryChoice[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.name));
}

/** The table's filters; `categoryId` is the id of `query.category`, looked up by the caller. */
function conditions(query: AdminToolTableQuery, categoryId: string | null): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const contains = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(tools.name, contains), ilike(tools.slug, contains), ilike(tools.websiteUrl, contains)));
  }
  if (query.status === "scheduled") where.push(isNotNull(tools.publishAt));
  else if (query.status) where.push(eq(tools.status, query.status));
  // By id, not by slug through a join: the planner then knows how big the category is, and walks
  // the order's index for a big one instead of sorting all its tools.
  if (categoryId) {
    where.push(sql`EXISTS (SELECT 1 FROM ${toolCategories}
      WHERE ${toolCategories.toolId} = ${tools.id} AND ${toolCategories.categoryId} = ${categoryId})`);
  }
  if (query.featured !== null) where.push(eq(tools.featured, query.featured));
  if (query.health) where.push(healthCondition(query.health));
  if (query.gap) where.push(GAP_CONDITIONS[query.gap]);
  where.push(...facetConditions(query));
  return and(...where);
}

const ORDER: Record<AdminToolSort, SQL[]> = {
  updated: [desc(tools.updatedAt), asc(tools.id)],
  name: [sql`lower(${tools.name})`, asc(tools.id)],
  created: [desc(tools.createdAt), asc(tools.id)],
  // Status values sort as their labels do (Archived, Draft, Pending review, Published, Rejected).
  status: [asc(tools.status), desc(tools.updatedAt), asc(tools.id)],
};

/** One page of the table and the number of tools under its filters. */
export async function listAdminTools(
  db: Database,
  query: AdminToolTableQuery,
  categoryId: string | null,
  pageSize: number,
): Promise<AdminToolPage> {
  const where = conditions(query, categoryId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: tools.id,
        name: tools.name,
        slug: tools.slug,
        status: tools.status,
        publishAt: tools.publishAt,
        featured: tools.featured,
        updatedAt: tools.updatedAt,
        // Worked out for the page's rows only: Postgres runs the subquery after the LIMIT.
        primaryCategory: primaryCategoryOf(tools.id),
        health: toolHealthColumns,
      })
      .from(tools)
      .leftJoin(toolHealth, eq(toolHealth.toolId, tools.id))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    // Only the tools table and its filters: no join, no order, no subquery.
    db.select({ total: count() }).from(tools).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
