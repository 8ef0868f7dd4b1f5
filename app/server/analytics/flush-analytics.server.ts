// Writes what this isolate still holds: the minute cron does it so that a quiet isolate's counts
// reach the database within a minute or so, and the dashboard does it before reading.
import type { Database } from "#app/server/db/client.server.ts";
import { takePageViews } from "#app/server/analytics/page-view-counter.server.ts";
import { takeVitals } from "#app/server/analytics/vitals-buffer.server.ts";
import { writePageViews } from "#app/server/analytics/write-page-views.server.ts";
import { writeWebVitals } from "#app/server/analytics/write-web-vitals.server.ts";

export async function flushAnalytics(db: Database): Promise<void> {
  await Promise.all([writePageViews(db, takePageViews()), writeWebVitals(db, takeVitals())]);
}
