import { asc, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { categories } from "#app/server/db/schema.server.ts";
import { memoize } from "#app/server/memo.server.ts";

export type MenuCategory = Pick<typeof categories.$inferSelect, "name" | "slug">;

/** All categories sorted by name, for the Browse menu and the drawer. */
export function listMenuCategories(db: () => Database): Promise<MenuCategory[]> {
  return memoize("menu-categories", 30_000, () =>
    db()
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(asc(sql`lower(${categories.name})`)),
  );
}
