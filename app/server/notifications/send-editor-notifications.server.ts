// The editors' mail at once: each recorded event goes to every admin who hears at once (the
// default), one mail each. A delivery is claimed before its mail goes, so however many runs meet
// (the request that recorded the event, the every-minute cron that catches what one missed) nobody
// hears of an event twice; a mail that fails stays claimed as 'failed' and is logged.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { EditorEventKind } from "#app/lib/editor-notifications.ts";
import type { Database } from "#app/server/db/client.server.ts";
import {
  adminNotificationSettings,
  editorEventDeliveries,
  editorEvents,
  userRoles,
  users,
} from "#app/server/db/schema.server.ts";
import { sendMail, type MailConfig } from "#app/server/mail/send-mail.server.ts";
import { renderEventMail, type SiteLinks } from "#app/server/notifications/editor-event-mail.server.ts";

export type NotificationConfig = MailConfig & SiteLinks;

/** Events older than this are left to the dashboard: a new admin is not sent yesterday's news. */
const AT_ONCE_WITHIN = sql`interval '1 day'`;
/** Mails a run sends at most; the next run takes the rest. */
const MAILS_PER_RUN = 100;

type Due = {
  eventId: number;
  kind: EditorEventKind;
  title: string;
  path: string;
  userId: string;
  email: string;
};

/**
 * The admins an event reaches under `frequency`: not blocked, and only for events since they
 * became admins and since they made that choice.
 */
export const admitsEvent = (frequency: "instant" | "digest") => sql`
  ${userRoles.role} = 'admin' AND ${users.blockedAt} IS NULL
  AND coalesce(${adminNotificationSettings.frequency}, 'instant') = ${frequency}
  AND ${editorEvents.createdAt} >= greatest(${userRoles.createdAt}, ${adminNotificationSettings.chosenAt})
  AND NOT EXISTS (SELECT 1 FROM ${editorEventDeliveries}
    WHERE ${editorEventDeliveries.eventId} = ${editorEvents.id} AND ${editorEventDeliveries.userId} = ${users.id})`;

export async function sendInstantNotifications(config: NotificationConfig, db: Database): Promise<number> {
  const due = await db.execute<Due>(sql`
    SELECT ${editorEvents.id} AS "eventId", ${editorEvents.kind} AS kind, ${editorEvents.title} AS title,
      ${editorEvents.path} AS path, ${users.id} AS "userId", ${users.email} AS email
    FROM ${editorEvents}
    CROSS JOIN ${userRoles}
    JOIN ${users} ON ${users.id} = ${userRoles.userId}
    LEFT JOIN ${adminNotificationSettings} ON ${adminNotificationSettings.userId} = ${users.id}
    WHERE ${editorEvents.createdAt} > now() - ${AT_ONCE_WITHIN} AND ${admitsEvent("instant")}
    ORDER BY ${editorEvents.id}, ${users.id}
    LIMIT ${MAILS_PER_RUN}`);
  let sent = 0;
  for (const mail of due) {
    const [claimed] = await db
      .insert(editorEventDeliveries)
      .values({ eventId: mail.eventId, userId: mail.userId, channel: "instant" })
      .onConflictDoNothing()
      .returning({ eventId: editorEventDeliveries.eventId });
    if (!claimed) continue;
    try {
      await sendMail(config, db, { to: mail.email, ...renderEventMail(config, mail) });
      sent++;
    } catch (error) {
      await deliveryFailed(db, `editor notification ${mail.eventId}`, mail, [mail.eventId], error);
    }
  }
  return sent;
}

/** Logs a mail the server refused, and keeps its deliveries claimed as failed (never retried). */
export async function deliveryFailed(
  db: Database,
  what: string,
  admin: { userId: string; email: string },
  eventIds: number[],
  error: unknown,
) {
  console.warn(`${what} to ${admin.email}: ${error instanceof Error ? error.message : error}`);
  await db
    .update(editorEventDeliveries)
    .set({ outcome: "failed" })
    .where(and(eq(editorEventDeliveries.userId, admin.userId), inArray(editorEventDeliveries.eventId, eventIds)));
}
