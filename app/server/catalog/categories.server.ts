import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { categories, categorySlugRedirects } from "#app/server/db/schema.server.ts";
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

/** The current slug of the category that once had `oldSlug`, whatever renames came between. */
export async function findRenamedCategorySlug(db: Database, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .where(eq(categorySlugRedirects.oldSlug, oldSlug));
  return row?.slug ?? null;
}
