import { count, eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { categories, categorySlugRedirects } from "#app/server/db/schema.server.ts";
import { categoryWithCountColumns, type CategoryWithCount } from "#app/server/catalog/category-stats.server.ts";

/** One page of the categories with their published tool counts, by name (Browse), and how many there are. */
export async function listCategoriesWithCounts(
  db: Database,
  page: number,
  pageSize: number,
): Promise<{ categories: CategoryWithCount[]; total: number }> {
  const [list, [all]] = await Promise.all([
    db
      .select(categoryWithCountColumns)
      .from(categories)
      .orderBy(sql`lower(${categories.name})`, categories.slug)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(categories),
  ]);
  return { categories: list, total: all?.total ?? 0 };
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
