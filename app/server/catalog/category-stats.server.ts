import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { memoize, SHARED_READ_TTL_MS } from "#app/server/memo.server.ts";
import { categories, tools } from "#app/server/db/schema.server.ts";

export type CategoryWithCount = Pick<typeof categories.$inferSelect, "id" | "name" | "slug" | "toolCount">;

export const categoryWithCountColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  toolCount: categories.toolCount,
};

/** Categories by published tool count, descending (home's Popular Categories). */
export function listPopularCategories(db: Database, limit: number): Promise<CategoryWithCount[]> {
  return memoize(`popular-categories:${limit}`, SHARED_READ_TTL_MS, () =>
    db
      .select(categoryWithCountColumns)
      .from(categories)
      .where(sql`${categories.toolCount} > 0`)
      .orderBy(sql`${categories.toolCount} DESC, lower(${categories.name})`)
      .limit(limit),
  );
}

/** Published tools added in the last `days` days. */
export function countToolsAddedSince(db: Database, days: number): Promise<number> {
  return memoize(`tools-added-since:${days}`, SHARED_READ_TTL_MS, async () => {
    const [row] = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ${tools}
      WHERE ${tools.status} = 'published' AND ${tools.createdAt} >= now() - make_interval(days => ${days})`);
    return row?.n ?? 0;
  });
}
