// The watchers' mail. At once (the default): each queued change goes to every watcher who hears at
// once, one mail each, from the every-minute cron. Weekly: from Monday 09:00 UTC, each weekly
// watcher gets one mail with the changes made before that hour that they have not had. A delivery
// is claimed before its mail goes, so however many runs meet nobody hears of a change twice; a
// mail the server refuses stays claimed as failed and is logged. A watcher hears only of changes
// made after they started watching, and of nothing once they stop.
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { weeklyDigestHour, type WatchedChangeLine } from "#app/lib/tool-watch.ts";
import type { Database } from "#app/server/db/client.server.ts";
import {
  tools,
  toolWatchChanges,
  toolWatchDeliveries,
  toolWatches,
  users,
  watchSettings,
} from "#app/server/db/schema.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { sendMail, type MailConfig } from "#app/server/mail/send-mail.server.ts";
import { watchUnsubscribeLink } from "#app/server/watching/watch-links.server.ts";
import {
  renderChangeMail,
  renderWeeklyWatchMail,
  type WatchedChange,
  type WatchSite,
} from "#app/server/watching/watch-mail.server.ts";

export type WatchMailConfig = MailConfig & WatchSite & Pick<Env, "BETTER_AUTH_SECRET">;

/** Mails a run sends at most (each is a connection of the Worker's); the next run takes the rest. */
const MAILS_PER_RUN = 20;
/** Changes older than this are not mailed at once (a user who switched from weekly is not flooded), and go. */
const AT_ONCE_WITHIN = sql`interval '7 days'`;
export const KEEP_CHANGES_DAYS = 30;

type DueRow = {
  changeId: number;
  userId: string;
  email: string;
  toolId: string;
  toolName: string;
  toolSlug: string;
  lines: WatchedChangeLine[];
  createdAt: string;
};

/** The watchers a change reaches: watching since before it, not blocked, not yet sent it, on `frequency`. */
const reaches = (frequency: "instant" | "weekly") => sql`
  ${toolWatches.toolId} = ${toolWatchChanges.toolId} AND ${toolWatches.createdAt} <= ${toolWatchChanges.createdAt}
  AND ${users.blockedAt} IS NULL AND ${tools.status} = 'published'
  AND coalesce(${watchSettings.frequency}, 'instant') = ${frequency}
  AND NOT EXISTS (SELECT 1 FROM ${toolWatchDeliveries}
    WHERE ${toolWatchDeliveries.changeId} = ${toolWatchChanges.id} AND ${toolWatchDeliveries.userId} = ${users.id})`;

const dueColumns = sql`${toolWatchChanges.id} AS "changeId", ${users.id} AS "userId", ${users.email} AS email,
  ${tools.id} AS "toolId", ${tools.name} AS "toolName", ${tools.slug} AS "toolSlug",
  ${toolWatchChanges.lines} AS lines, ${toolWatchChanges.createdAt} AS "createdAt"`;

const dueFrom = sql`${toolWatchChanges}
  JOIN ${tools} ON ${tools.id} = ${toolWatchChanges.toolId}
  JOIN ${toolWatches} ON ${toolWatches.toolId} = ${toolWatchChanges.toolId}
  JOIN ${users} ON ${users.id} = ${toolWatches.userId}
  LEFT JOIN ${watchSettings} ON ${watchSettings.userId} = ${users.id}`;

async function asChange(config: WatchMailConfig, row: DueRow): Promise<WatchedChange> {
  return {
    toolName: row.toolName,
    toolSlug: row.toolSlug,
    lines: row.lines,
    createdAt: row.createdAt,
    stopToolLink: await watchUnsubscribeLink(config.SITE_URL, config.BETTER_AUTH_SECRET, {
      userId: row.userId,
      toolId: row.toolId,
    }),
  };
}

const stopAllLink = (config: WatchMailConfig, userId: string) =>
  watchUnsubscribeLink(config.SITE_URL, config.BETTER_AUTH_SECRET, { userId, toolId: null });

export async function sendInstantWatchMails(config: WatchMailConfig, db: Database): Promise<number> {
  const due = await db.execute<DueRow>(sql`
    SELECT ${dueColumns} FROM ${dueFrom}
    WHERE ${toolWatchChanges.createdAt} > now() - ${AT_ONCE_WITHIN} AND ${reaches("instant")}
    ORDER BY ${toolWatchChanges.id}, ${users.id}
    LIMIT ${MAILS_PER_RUN}`);
  let sent = 0;
  for (const row of due) {
    const [claimed] = await db
      .insert(toolWatchDeliveries)
      .values({ changeId: row.changeId, userId: row.userId, channel: "instant" })
      .onConflictDoNothing()
      .returning({ changeId: toolWatchDeliveries.changeId });
    if (!claimed) continue;
    const mail = renderChangeMail(config, await asChange(config, row), await stopAllLink(config, row.userId));
    try {
      await sendMail(config, db, { to: row.email, ...mail });
      sent++;
    } catch (error) {
      await deliveryFailed(db, row, [row.changeId], error);
    }
  }
  return sent;
}

export interface WeeklyWatchRun {
  digests: number;
  changes: number;
  failed: number;
}

/**
 * The weekly digests due at `now`: for each weekly watcher not yet sent one since this week's
 * Monday 09:00, the changes made before that hour that they have not had. The Monday cron starts
 * them; each minute's run sends the next ones.
 */
export async function sendWeeklyWatchDigests(
  config: WatchMailConfig,
  db: Database,
  now: Date,
): Promise<WeeklyWatchRun> {
  await db
    .delete(toolWatchChanges)
    .where(lt(toolWatchChanges.createdAt, new Date(now.getTime() - KEEP_CHANGES_DAYS * 86_400_000)));
  const hour = weeklyDigestHour(now);
  const readers = await db.execute<{ userId: string; email: string }>(sql`
    SELECT DISTINCT ${users.id} AS "userId", ${users.email} AS email FROM ${dueFrom}
    WHERE ${watchSettings.frequency} = 'weekly'
      AND (${watchSettings.lastDigestAt} IS NULL OR ${watchSettings.lastDigestAt} < ${hour.toISOString()}::timestamptz)
      AND ${toolWatchChanges.createdAt} < ${hour.toISOString()}::timestamptz AND ${reaches("weekly")}
    LIMIT ${MAILS_PER_RUN}`);
  const run: WeeklyWatchRun = { digests: 0, changes: 0, failed: 0 };
  for (const reader of readers) {
    const rows = await claimWeekly(db, reader.userId, hour);
    await db.update(watchSettings).set({ lastDigestAt: now }).where(eq(watchSettings.userId, reader.userId));
    if (rows.length === 0) continue;
    const changes = await Promise.all(rows.map((row) => asChange(config, row)));
    try {
      const mail = renderWeeklyWatchMail(config, changes, await stopAllLink(config, reader.userId));
      await sendMail(config, db, { to: reader.email, ...mail });
      run.digests++;
      run.changes += rows.length;
    } catch (error) {
      run.failed++;
      await deliveryFailed(
        db,
        reader,
        rows.map((row) => row.changeId),
        error,
      );
    }
  }
  return run;
}

/** The user's changes made before `hour` and not yet sent to them, claimed for this digest, oldest first. */
function claimWeekly(db: Database, userId: string, hour: Date) {
  return db.execute<DueRow>(sql`
    WITH claimed AS (
      INSERT INTO ${toolWatchDeliveries} (change_id, user_id, channel)
      SELECT ${toolWatchChanges.id}, ${users.id}, 'weekly' FROM ${dueFrom}
      WHERE ${users.id} = ${userId} AND ${toolWatchChanges.createdAt} < ${hour.toISOString()}::timestamptz AND ${reaches("weekly")}
      ON CONFLICT DO NOTHING
      RETURNING change_id
    )
    SELECT ${dueColumns} FROM ${dueFrom} JOIN claimed ON claimed.change_id = ${toolWatchChanges.id}
    WHERE ${users.id} = ${userId}
    ORDER BY ${tools.name}, ${toolWatchChanges.id}`);
}

/** Logs a mail the server refused, and keeps its deliveries claimed as failed (never retried). */
async function deliveryFailed(
  db: Database,
  to: { userId: string; email: string },
  changeIds: number[],
  error: unknown,
) {
  console.warn(`watch mail to ${to.email}: ${error instanceof Error ? error.message : error}`);
  await db
    .update(toolWatchDeliveries)
    .set({ outcome: "failed" })
    .where(and(eq(toolWatchDeliveries.userId, to.userId), inArray(toolWatchDeliveries.changeId, changeIds)));
}
