// Newsletter subscribers gained (confirmed) and lost (unsubscribed) over the dashboard's window.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { subscribers } from "#app/server/db/schema.server.ts";
import { windowStart } from "#app/server/admin/dashboard/dashboard-window.server.ts";

export async function countSubscriberChanges(db: Database): Promise<{ gained: number; lost: number }> {
  const [row] = await db.execute<{ gained: number; lost: number }>(sql`
    SELECT count(*) FILTER (WHERE ${subscribers.confirmedAt} >= ${windowStart})::int AS gained,
      count(*) FILTER (WHERE ${subscribers.unsubscribedAt} >= ${windowStart})::int AS lost
    FROM ${subscribers}`);
  return { gained: row?.gained ?? 0, lost: row?.lost ?? 0 };
}
