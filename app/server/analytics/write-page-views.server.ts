// A batch of page views in one statement: new (day, path) rows are inserted, existing ones grow.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { bare } from "#app/server/db/raw-rows.server.ts";
import { pageViews } from "#app/server/db/schema.server.ts";
import type { PageViewCount } from "#app/server/analytics/page-view-counter.server.ts";

export async function writePageViews(db: Database, counts: PageViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(pageViews)
    .values(counts)
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path],
      set: { views: sql`${pageViews.views} + excluded.${bare(pageViews.views)}` },
    });
}
