import { asc, desc, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { categories } from "#app/server/db/schema.server.ts";
import { memoize, SHARED_READ_TTL_MS } from "#app/server/memo.server.ts";

export type MenuCategory = Pick<typeof categories.$inferSelect, "name" | "slug">;

/**
 * How many categories the header's Browse menu and the drawer list: the ones with the most
 * published tools. The menu then links to every category on /browse, so a catalogue of any size
 * keeps every page's header (and its render) the same size.
 */
export const MENU_CATEGORY_COUNT = 16;

/** The categories with the most published tools, sorted by name, for the Browse menu and the drawer. */
export function listMenuCategories(db: () => Database): Promise<MenuCategory[]> {
  return memoize("menu-categories", SHARED_READ_TTL_MS, async () => {
    const busiest = await db()
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(desc(categories.toolCount), asc(sql`lower(${categories.name})`))
      .limit(MENU_CATEGORY_COUNT);
    return busiest.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  });
}

/** Every category sorted by name, for the submission form's category picker. */
export function listAllCategoryNames(db: () => Database): Promise<MenuCategory[]> {
  return memoize("all-category-names", SHARED_READ_TTL_MS, () =>
    db()
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(asc(sql`lower(${categories.name})`)),
  );
}
