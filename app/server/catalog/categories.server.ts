import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import type { CategoryWithCount } from "#app/server/catalog/category-stats.server.ts";

/** Every category with its published tool count, by name (Browse). */
export async function listCategoriesWithCounts(db: Database): Promise<CategoryWithCount[]> {
  const rows = await db.execute<CategoryWithCount>(sql`
    SELECT id, name, slug, tool_count AS "toolCount" FROM categories ORDER BY lower(name)`);
  return [...rows];
}

export async function findCategoryBySlug(db: Database, slug: string): Promise<CategoryWithCount | null> {
  const [row] = await db.execute<CategoryWithCount>(sql`
    SELECT id, name, slug, tool_count AS "toolCount" FROM categories WHERE slug = ${slug}`);
  return row ?? null;
}
