// Everything the admin dashboard shows. What this isolate still holds of page views and web
// vitals is written first, so the figures include the latest views it served.
import { flushAnalytics } from "#app/server/analytics/flush-analytics.server.ts";
import { readAdminFigures } from "#app/server/admin/admin-figures.server.ts";
import { listActivity } from "#app/server/admin/activity/list-activity.server.ts";
import { countPageViews } from "#app/server/admin/dashboard/count-page-views.server.ts";
import { countSubscriberChanges } from "#app/server/admin/dashboard/count-subscriber-changes.server.ts";
import { readEditorQueues } from "#app/server/admin/dashboard/read-editor-queues.server.ts";
import { readTraffic } from "#app/server/admin/dashboard/read-traffic.server.ts";
import { readVitalsP75 } from "#app/server/admin/dashboard/read-vitals-p75.server.ts";
import { countOpenMessages } from "#app/server/admin/messages/count-open-messages.server.ts";
import { normalizePath } from "#app/server/analytics/page-view-path.server.ts";
import type { Database } from "#app/server/db/client.server.ts";

const RECENT_CHANGES = 10;

/** `lookup` is a path whose views the admin asked for (a path of this site, as it is counted). */
export async function readDashboard(db: Database, lookup: string | null) {
  await flushAnalytics(db);
  const path = lookup?.startsWith("/") ? normalizePath(new URL(lookup, "http://x").pathname) : null;
  const [figures, openMessages, queues, subscriberChanges, traffic, vitals, activity, pathViews] = await Promise.all([
    readAdminFigures(db),
    countOpenMessages(db),
    readEditorQueues(db),
    countSubscriberChanges(db),
    readTraffic(db),
    readVitalsP75(db),
    listActivity(db, { admin: null, type: null, from: null, to: null, page: 1 }, RECENT_CHANGES),
    path ? countPageViews(db, path) : null,
  ]);
  return {
    figures,
    openMessages,
    ...queues,
    subscriberChanges,
    traffic,
    vitals,
    recentChanges: activity.entries,
    lookup: path === null ? null : { path, views: pathViews ?? 0 },
  };
}
