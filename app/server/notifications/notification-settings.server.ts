// An admin's own choice of how they hear of new work; no row means the default (at once).
import { eq, sql } from "drizzle-orm";
import { DEFAULT_NOTIFICATION_FREQUENCY, type NotificationFrequency } from "#app/lib/editor-notifications.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { adminNotificationSettings } from "#app/server/db/schema.server.ts";

export async function readNotificationSettings(db: Database, userId: string) {
  const [row] = await db
    .select({ frequency: adminNotificationSettings.frequency, lastDigestAt: adminNotificationSettings.lastDigestAt })
    .from(adminNotificationSettings)
    .where(eq(adminNotificationSettings.userId, userId));
  return row ?? { frequency: DEFAULT_NOTIFICATION_FREQUENCY, lastDigestAt: null };
}

/**
 * Saves the choice. A changed choice applies from now on (only later events are mailed under it);
 * saving the same choice again changes nothing.
 */
export async function saveNotificationSettings(db: Database, userId: string, frequency: NotificationFrequency) {
  await db
    .insert(adminNotificationSettings)
    .values({ userId, frequency })
    .onConflictDoUpdate({
      target: adminNotificationSettings.userId,
      set: { frequency, chosenAt: sql`now()` },
      setWhere: sql`${adminNotificationSettings.frequency} <> ${frequency}`,
    });
}
