// Everything the admin dashboard shows. What this isolate still holds of page views and web
// vitals is written first, so the figures include the latest views it served.
import { flushAnalytics } from "#app/server/analytics/flush-analytics.server.ts";
import { readAdminFigures } from "#app/server/admin/admin-figures.server.ts";
import { listActivity } from "#app/server/admin/activity/list-activity.server.ts";
import { countSubscriberChanges } from "#app/server/admin/dashboard/count-subscriber-changes.server.ts";
import { readTraffic } from "#app/server/admin/dashboard/read-traffic.server.ts";
import { readVitalsP75 } from "#app/server/admin/dashboard/read-vitals-p75.server.ts";
import { countOpenMessages } from "#app/server/admin/messages/count-open-messages.server.ts";
import type { Database } from "#app/server/db/client.server.ts";

const RECENT_CHANGES = 10;

export async function readDashboard(db: Database) {
  await flushAnalytics(db);
  const [figures, openMessages, subscriberChanges, traffic, vitals, activity] = await Promise.all([
    readAdminFigures(db),
    countOpenMessages(db),
    countSubscriberChanges(db),
    readTraffic(db),
    readVitalsP75(db),
    listActivity(db, { admin: null, type: null, page: 1 }, RECENT_CHANGES),
  ]);
  return { figures, openMessages, subscriberChanges, traffic, vitals, recentChanges: activity.entries };
}
