// The paged, filtered, sorted tool lists (home, category and tag pages). Everything happens in
// SQL: the filters, the count and the page.
import { sql, type SQL } from "drizzle-orm";
import type { ToolFilters } from "~/lib/tool-filters";
import { normalizeTag } from "~/lib/topics";
import type { Database } from "../db/client.ts";
import type { ToolSummary } from "./featured-tools.ts";
import { primaryCategoryName } from "./primary-category.ts";

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
  if (filters.q) where.push(sql`t.name ILIKE ${`%${escapeLike(filters.q)}%`}`);
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

function orderBy(sort: ToolFilters["sort"] | undefined): SQL {
  if (sort === "asc") return sql`lower(t.name) ASC, t.id`;
  if (sort === "desc") return sql`lower(t.name) DESC, t.id`;
  return sql`t.created_at DESC, t.id`;
}

export async function listTools(
  db: Database,
  filters: Partial<ToolListFilters>,
  page: number,
  pageSize: number,
): Promise<ToolPage> {
  const where = conditions(filters);
  const [rows, [count]] = await Promise.all([
    db.execute<ToolSummary>(sql`
      SELECT t.id, t.name, t.slug, t.description, t.logo_url AS "logoUrl",
        ${primaryCategoryName} AS "categoryNames"
      FROM tools t
      WHERE ${where}
      ORDER BY ${orderBy(filters.sort)}
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM tools t WHERE ${where}`),
  ]);
  return { tools: [...rows], total: count?.total ?? 0 };
}

/** `%` and `_` in the visitor's text are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
