// Page views over the dashboard's window: per day (every day, zero when none), the top pages and
// the top tools (tool pages joined to their tool by slug). Each reads page_views by its primary
// key's leading column (day), so the cost follows the window, not the table.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { pageViews, tools } from "#app/server/db/schema.server.ts";
import { windowStart } from "#app/server/admin/dashboard/dashboard-window.server.ts";

export interface Traffic {
  perDay: { day: string; views: number }[];
  total: number;
  topPages: { path: string; views: number }[];
  topTools: { name: string; slug: string; views: number }[];
}

const TOP = 10;

export async function readTraffic(db: Database): Promise<Traffic> {
  const [perDay, topPages, topTools] = await Promise.all([
    db.execute<{ day: string; views: number }>(sql`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(${pageViews.views}), 0)::int AS views
      FROM generate_series(${windowStart}::timestamp, (now() AT TIME ZONE 'UTC')::date::timestamp, interval '1 day') AS d(day)
      LEFT JOIN ${pageViews} ON ${pageViews.day} = d.day::date
      GROUP BY d.day ORDER BY d.day`),
    db.execute<{ path: string; views: number }>(sql`
      SELECT ${pageViews.path} AS path, sum(${pageViews.views})::int AS views
      FROM ${pageViews} WHERE ${pageViews.day} >= ${windowStart}
      GROUP BY ${pageViews.path} ORDER BY views DESC, path LIMIT ${TOP}`),
    db.execute<{ name: string; slug: string; views: number }>(sql`
      SELECT ${tools.name} AS name, ${tools.slug} AS slug, sum(${pageViews.views})::int AS views
      FROM ${pageViews} JOIN ${tools} ON ${pageViews.path} = '/tool/' || ${tools.slug}
      WHERE ${pageViews.day} >= ${windowStart}
      GROUP BY ${tools.id}, ${tools.name}, ${tools.slug} ORDER BY views DESC, name LIMIT ${TOP}`),
  ]);
  return {
    perDay: [...perDay],
    total: perDay.reduce((sum, row) => sum + row.views, 0),
    topPages: [...topPages],
    topTools: [...topTools],
  };
}
