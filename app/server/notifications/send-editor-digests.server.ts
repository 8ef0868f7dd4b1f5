// The daily digest: each admin who chose it gets one mail listing the events since their last
// digest, and nothing on a day without any. The events are claimed for the admin in the statement
// that lists them, so a second run (a retry, an overlap) finds nothing left to send. Events older
// than KEEP_EVENTS_DAYS go, with their deliveries.
import { and, eq, lt, sql } from "drizzle-orm";
import type { EditorEventKind } from "#app/lib/editor-notifications.ts";
import type { Database } from "#app/server/db/client.server.ts";
import {
  adminNotificationSettings,
  editorEventDeliveries,
  editorEvents,
  userRoles,
  users,
} from "#app/server/db/schema.server.ts";
import { sendMail } from "#app/server/mail/send-mail.server.ts";
import { renderDigestMail } from "#app/server/notifications/editor-event-mail.server.ts";
import {
  admitsEvent,
  deliveryFailed,
  type NotificationConfig,
} from "#app/server/notifications/send-editor-notifications.server.ts";

export const KEEP_EVENTS_DAYS = 90;

export interface DigestRun {
  digests: number;
  events: number;
  failed: number;
}

export async function sendEditorDigests(config: NotificationConfig, db: Database, now: Date): Promise<DigestRun> {
  await db
    .delete(editorEvents)
    .where(lt(editorEvents.createdAt, new Date(now.getTime() - KEEP_EVENTS_DAYS * 86_400_000)));
  const readers = await db
    .select({ userId: users.id, email: users.email })
    .from(adminNotificationSettings)
    .innerJoin(users, eq(users.id, adminNotificationSettings.userId))
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "admin")))
    .where(eq(adminNotificationSettings.frequency, "digest"));
  const run: DigestRun = { digests: 0, events: 0, failed: 0 };
  for (const reader of readers) {
    const events = await claimDigestEvents(db, reader.userId);
    if (events.length === 0) continue;
    try {
      await sendMail(config, db, { to: reader.email, ...renderDigestMail(config, events) });
      run.digests++;
      run.events += events.length;
    } catch (error) {
      run.failed++;
      await deliveryFailed(
        db,
        "editor digest",
        reader,
        events.map((event) => event.id),
        error,
      );
    }
    await db
      .update(adminNotificationSettings)
      .set({ lastDigestAt: now })
      .where(eq(adminNotificationSettings.userId, reader.userId));
  }
  return run;
}

/** The admin's events not yet sent to them, oldest first, claimed for this digest. */
function claimDigestEvents(db: Database, userId: string) {
  return db.execute<{ id: number; kind: EditorEventKind; title: string; path: string }>(sql`
    WITH claimed AS (
      INSERT INTO ${editorEventDeliveries} (event_id, user_id, channel)
      SELECT ${editorEvents.id}, ${users.id}, 'digest'
      FROM ${editorEvents}
      CROSS JOIN ${users}
      JOIN ${userRoles} ON ${userRoles.userId} = ${users.id}
      JOIN ${adminNotificationSettings} ON ${adminNotificationSettings.userId} = ${users.id}
      WHERE ${users.id} = ${userId} AND ${admitsEvent("digest")}
      ON CONFLICT DO NOTHING
      RETURNING event_id
    )
    SELECT ${editorEvents.id} AS id, ${editorEvents.kind} AS kind, ${editorEvents.title} AS title, ${editorEvents.path} AS path
    FROM ${editorEvents} JOIN claimed ON claimed.event_id = ${editorEvents.id}
    ORDER BY ${editorEvents.id}`);
}
