// Views of one page over the dashboard's window: the dashboard's "Views of one page" lookup.
import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { pageViews } from "#app/server/db/schema.server.ts";
import { windowStart } from "#app/server/admin/dashboard/dashboard-window.server.ts";

export async function countPageViews(db: Database, path: string): Promise<number> {
  const [row] = await db
    .select({ views: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` })
    .from(pageViews)
    .where(and(gte(pageViews.day, windowStart), eq(pageViews.path, path)));
  return row?.views ?? 0;
}
