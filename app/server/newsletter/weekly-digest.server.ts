// Sending a week's newsletter to the confirmed subscribers, in batches, never twice to anyone: each
// delivery is claimed in newsletter_deliveries before its mail goes, so runs may overlap or stop
// halfway and resume; a mail that fails is recorded as failed and not retried. A week with nothing
// new sends nothing.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { newsletterDeliveries, newsletterIssues, subscribers } from "#app/server/db/schema.server.ts";
import type { Mail } from "#app/server/mail/outbox.server.ts";
import { isEmptyDigest, readDigestContent } from "#app/server/newsletter/digest-content.server.ts";
import { renderDigestMail, type DigestMail } from "#app/server/newsletter/digest-mail.server.ts";
import type { DigestWeek } from "#app/server/newsletter/digest-week.server.ts";
import { subscriptionLink } from "#app/server/newsletter/subscription-links.server.ts";

export interface DigestSite {
  name: string;
  url: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

export type SendMail = (mail: Mail) => Promise<unknown>;

export interface DigestRun {
  week: string;
  status: "nothing-new" | "already-sent" | "sending" | "sent";
  sent: number;
  /** Confirmed subscribers still waiting for this issue (after a failure, or beyond the batch). */
  remaining: number;
}

/** Subscribers served per run: a Worker invocation has a bounded number of connections. */
export const DIGEST_BATCH = 40;

/** The issue as a subscriber would get it, sent to nobody; `empty` when nothing would be sent. */
export async function previewWeeklyDigest(
  db: Database,
  site: DigestSite,
  week: DigestWeek,
): Promise<{ mail: DigestMail; empty: boolean }> {
  const content = await readDigestContent(db, week);
  const unsubscribe = await subscriptionLink(site.url, site.secret, "unsubscribe", "subscriber@example.com");
  return { mail: renderDigestMail(site, week, content, unsubscribe), empty: isEmptyDigest(content) };
}

export async function sendWeeklyDigest(
  db: Database,
  site: DigestSite,
  send: SendMail,
  week: DigestWeek,
  batch = DIGEST_BATCH,
): Promise<DigestRun> {
  const run = (status: DigestRun["status"], sent = 0, remaining = 0): DigestRun => ({
    week: week.start,
    status,
    sent,
    remaining,
  });
  const [issue] = await db
    .select({ finished: sql<boolean>`${newsletterIssues.finishedAt} IS NOT NULL` })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.weekStart, week.start));
  if (issue?.finished) return run("already-sent");
  const content = await readDigestContent(db, week);
  if (!issue) {
    if (isEmptyDigest(content)) return run("nothing-new");
    await db
      .insert(newsletterIssues)
      .values({ weekStart: week.start, tools: content.tools.length, posts: content.posts.length })
      .onConflictDoNothing();
  }

  // Confirmed subscribers who have not had this week's issue.
  const waiting = sql`${subscribers.status} = 'confirmed' AND NOT EXISTS (
    SELECT 1 FROM ${newsletterDeliveries}
    WHERE ${newsletterDeliveries.weekStart} = ${week.start} AND ${newsletterDeliveries.subscriberId} = ${subscribers.id})`;
  const recipients = await db
    .select({ id: subscribers.id, email: subscribers.email })
    .from(subscribers)
    .where(waiting)
    .orderBy(subscribers.id)
    .limit(batch);
  let sent = 0;
  for (const recipient of recipients) {
    const [claimed] = await db
      .insert(newsletterDeliveries)
      .values({ weekStart: week.start, subscriberId: recipient.id })
      .onConflictDoNothing()
      .returning({ subscriberId: newsletterDeliveries.subscriberId });
    if (!claimed) continue;
    try {
      const unsubscribe = await subscriptionLink(site.url, site.secret, "unsubscribe", recipient.email);
      await send({ to: recipient.email, ...renderDigestMail(site, week, content, unsubscribe) });
      sent++;
    } catch (error) {
      // A failed mail keeps its claim, marked 'failed', and is not retried this week: the server
      // may have taken the mail before it failed (a retry could send it twice), and an address it
      // refused would be refused again. The run stops there, since the server may be down, and
      // the next minute's run goes on with the rest.
      console.error("weekly newsletter", recipient.email, error);
      await db
        .update(newsletterDeliveries)
        .set({ outcome: "failed" })
        .where(
          and(eq(newsletterDeliveries.weekStart, week.start), eq(newsletterDeliveries.subscriberId, recipient.id)),
        );
      break;
    }
  }

  const remaining = await db.$count(subscribers, waiting);
  if (remaining > 0) return run("sending", sent, remaining);
  await db
    .update(newsletterIssues)
    .set({ finishedAt: sql`now()` })
    .where(eq(newsletterIssues.weekStart, week.start));
  return run("sent", sent);
}

/** The week of an issue whose sending began in the last two days and has not finished, if any. */
export async function unfinishedIssueWeek(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ weekStart: sql<string>`${newsletterIssues.weekStart}::text` })
    .from(newsletterIssues)
    .where(sql`${newsletterIssues.finishedAt} IS NULL AND ${newsletterIssues.startedAt} > now() - interval '2 days'`)
    .orderBy(newsletterIssues.weekStart)
    .limit(1);
  return row?.weekStart ?? null;
}
