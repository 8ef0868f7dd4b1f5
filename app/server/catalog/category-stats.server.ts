import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";

export type CategoryWithCount = {
  id: string;
  name: string;
  slug: string;
  toolCount: number;
};

/** Categories by published tool count, descending (home's Popular Categories). */
export async function listPopularCategories(db: Database, limit: number): Promise<CategoryWithCount[]> {
  const rows = await db.execute<CategoryWithCount>(sql`
    SELECT id, name, slug, tool_count AS "toolCount" FROM categories
    WHERE tool_count > 0 ORDER BY tool_count DESC, lower(name) LIMIT ${limit}`);
  return [...rows];
}

/** Published tools added in the last `days` days. */
export async function countToolsAddedSince(db: Database, days: number): Promise<number> {
  const [row] = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM tools
    WHERE status = 'published' AND created_at >= now() - make_interval(days => ${days})`);
  return row?.n ?? 0;
}
