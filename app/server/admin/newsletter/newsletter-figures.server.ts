// The newsletter page's figures: subscribers gained, confirmed and lost over the last days, and
// how far the last issue's sending has got.
import { sql } from "drizzle-orm";
import { FIGURE_DAYS } from "#app/lib/newsletter-admin-rules.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { newsletterDeliveries, newsletterIssues, subscribers } from "#app/server/db/schema.server.ts";

export async function subscriberFigures(db: Database) {
  const since = sql`now() - make_interval(days => ${FIGURE_DAYS})`;
  const [row] = await db
    .select({
      added: sql<number>`count(*) FILTER (WHERE ${subscribers.createdAt} > ${since})::int`,
      confirmed: sql<number>`count(*) FILTER (WHERE ${subscribers.confirmedAt} > ${since})::int`,
      unsubscribed: sql<number>`count(*) FILTER (WHERE ${subscribers.unsubscribedAt} > ${since})::int`,
      confirmedNow: sql<number>`count(*) FILTER (WHERE ${subscribers.status} = 'confirmed')::int`,
    })
    .from(subscribers);
  return row!;
}

/**
 * The issue whose sending began last: mails sent, mails failed (recorded, not retried), and the
 * confirmed subscribers still waiting for it (none once it is finished).
 */
export async function lastIssueProgress(db: Database) {
  const [issue] = await db
    .select({
      week: newsletterIssues.weekStart,
      tools: newsletterIssues.tools,
      posts: newsletterIssues.posts,
      startedAt: newsletterIssues.startedAt,
      finishedAt: newsletterIssues.finishedAt,
    })
    .from(newsletterIssues)
    .orderBy(sql`${newsletterIssues.startedAt} DESC`, sql`${newsletterIssues.weekStart} DESC`)
    .limit(1);
  if (!issue) return null;
  const [counts] = await db.execute<{ sent: number; failed: number; left: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM ${newsletterDeliveries}
        WHERE ${newsletterDeliveries.weekStart} = ${issue.week} AND ${newsletterDeliveries.outcome} = 'sent') AS sent,
      (SELECT count(*)::int FROM ${newsletterDeliveries}
        WHERE ${newsletterDeliveries.weekStart} = ${issue.week} AND ${newsletterDeliveries.outcome} = 'failed') AS failed,
      CASE WHEN ${issue.finishedAt !== null} THEN 0 ELSE
        (SELECT count(*)::int FROM ${subscribers} WHERE ${subscribers.status} = 'confirmed' AND NOT EXISTS (
          SELECT 1 FROM ${newsletterDeliveries}
          WHERE ${newsletterDeliveries.weekStart} = ${issue.week} AND ${newsletterDeliveries.subscriberId} = ${subscribers.id}))
      END AS left`);
  return { ...issue, ...counts! };
}
