import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { categories } from "#app/server/db/schema.server.ts";
import { categoryWithCountColumns, type CategoryWithCount } from "#app/server/catalog/category-stats.server.ts";

/** Every category with its published tool count, by name (Browse). */
export function listCategoriesWithCounts(db: Database): Promise<CategoryWithCount[]> {
  return db
    .select(categoryWithCountColumns)
    .from(categories)
    .orderBy(sql`lower(${categories.name})`);
}

export async function findCategoryBySlug(db: Database, slug: string): Promise<CategoryWithCount | null> {
  const [row] = await db.select(categoryWithCountColumns).from(categories).where(eq(categories.slug, slug));
  return row ?? null;
}
