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

/** Every category sorted by name, for the submission form's category picker and the home filter. */
export function listAllCategoryNames(db: () => Database): Promise<MenuCategory[]> {
  return memoize("all-category-names", SHARED_READ_TTL_MS, () =>
    db()
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(sql`lower(${categories.name})`, categories.slug),
  );
}
