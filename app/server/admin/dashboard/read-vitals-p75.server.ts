// The 75th percentile of each web vital per page type over the dashboard's window, with how many
// samples it rests on (read through web_vitals' (day, page_type, metric) index).
import { sql } from "drizzle-orm";
import type { WebVitalMetric } from "#app/lib/web-vitals.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { webVitals } from "#app/server/db/schema.server.ts";
import { windowStart } from "#app/server/admin/dashboard/dashboard-window.server.ts";

export type VitalP75 = {
  pageType: string;
  metric: WebVitalMetric;
  p75: number;
  samples: number;
};

export async function readVitalsP75(db: Database): Promise<VitalP75[]> {
  const rows = await db.execute<VitalP75>(sql`
    SELECT ${webVitals.pageType} AS "pageType", ${webVitals.metric} AS metric,
      percentile_cont(0.75) WITHIN GROUP (ORDER BY ${webVitals.value})::float8 AS p75,
      count(*)::int AS samples
    FROM ${webVitals} WHERE ${webVitals.day} >= ${windowStart}
    GROUP BY ${webVitals.pageType}, ${webVitals.metric}`);
  return [...rows];
}
