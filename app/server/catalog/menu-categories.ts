import { asc, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { categories } from "../db/schema.ts";
import { memoize } from "../memo.ts";

export interface MenuCategory {
  name: string;
  slug: string;
}

/** All categories sorted by name, for the Browse menu and the drawer. */
export function listMenuCategories(db: () => Database): Promise<MenuCategory[]> {
  return memoize("menu-categories", 30_000, () =>
    db()
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(asc(sql`lower(${categories.name})`)),
  );
}
