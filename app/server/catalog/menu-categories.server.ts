import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { categories } from "#app/server/db/schema.server.ts";
import { memoize, SHARED_READ_TTL_MS } from "#app/server/memo.server.ts";

export type MenuCategory = Pick<typeof categories.$inferSelect, "name" | "slug">;

/**
 * The most categories the header's Browse menu and the drawer list. Every category is there, by
 * name, up to this many; a larger catalogue's menu stops here and its last entry, /browse, lists
 * them all, so every page's header (and its render) stays bounded.
 */
export const MENU_CATEGORY_LIMIT = 60;

/** The categories by name (as /browse orders them), at most MENU_CATEGORY_LIMIT, for the Browse menu and the drawer. */
export function listMenuCategories(db: () => Database): Promise<MenuCategory[]> {
  return memoize("menu-categories", SHARED_READ_TTL_MS, () =>
    db()
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(sql`lower(${categories.name})`, categories.slug)
      .limit(MENU_CATEGORY_LIMIT),
  );
}

/** Every category sorted by name, for the submission form's category picker. */
export function listAllCategoryNames(db: () => Database): Promise<MenuCategory[]> {
  return memoize("all-category-names", SHARED_READ_TTL_MS, () =>
    db()
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(sql`lower(${categories.name})`, categories.slug),
  );
}

/**
 * The home filter's categories: every one up to MENU_CATEGORY_LIMIT; beyond that, the ones with
 * the most published tools (/browse lists them all), by name. A select of 200 categories serves
 * nobody and would weigh 20 KB on the page.
 */
export function listFilterCategories(db: () => Database): Promise<MenuCategory[]> {
  return memoize("filter-categories", SHARED_READ_TTL_MS, async () => {
    const largest = db()
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(sql`${categories.toolCount} DESC`, sql`lower(${categories.name})`)
      .limit(MENU_CATEGORY_LIMIT)
      .as("largest");
    return db()
      .select()
      .from(largest)
      .orderBy(sql`lower(${largest.name})`, largest.slug);
  });
}

/** The filter's categories with the chosen one among them, in its place by name. */
export function withChosenCategory(listed: MenuCategory[], chosen: MenuCategory | null): MenuCategory[] {
  if (!chosen || listed.some((category) => category.slug === chosen.slug)) return listed;
  const name = chosen.name.toLowerCase();
  const at = listed.findIndex((category) => category.name.toLowerCase() > name);
  return at === -1 ? [...listed, chosen] : [...listed.slice(0, at), chosen, ...listed.slice(at)];
}
