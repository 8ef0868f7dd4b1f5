// Sending a week's newsletter to the confirmed subscribers, in batches, never twice to anyone: each
// delivery is claimed in newsletter_deliveries before its mail goes, so runs may overlap or stop
// halfway and resume. A week with nothing new sends nothing.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
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
  const [issue] = await db.execute<{ finished: boolean }>(
    sql`SELECT finished_at IS NOT NULL AS finished FROM newsletter_issues WHERE week_start = ${week.start}`,
  );
  if (issue?.finished) return run("already-sent");
  const content = await readDigestContent(db, week);
  if (!issue) {
    if (isEmptyDigest(content)) return run("nothing-new");
    await db.execute(sql`INSERT INTO newsletter_issues (week_start, tools, posts)
      VALUES (${week.start}, ${content.tools.length}, ${content.posts.length}) ON CONFLICT DO NOTHING`);
  }

  const recipients = await db.execute<{ id: string; email: string }>(sql`
    SELECT s.id, s.email FROM subscribers s
    WHERE s.status = 'confirmed' AND NOT EXISTS (
      SELECT 1 FROM newsletter_deliveries d WHERE d.week_start = ${week.start} AND d.subscriber_id = s.id)
    ORDER BY s.id LIMIT ${batch}`);
  let sent = 0;
  for (const recipient of recipients) {
    const [claimed] = await db.execute(sql`
      INSERT INTO newsletter_deliveries (week_start, subscriber_id) VALUES (${week.start}, ${recipient.id})
      ON CONFLICT DO NOTHING RETURNING 1`);
    if (!claimed) continue;
    try {
      const unsubscribe = await subscriptionLink(site.url, site.secret, "unsubscribe", recipient.email);
      await send({ to: recipient.email, ...renderDigestMail(site, week, content, unsubscribe) });
      sent++;
    } catch (error) {
      // The mail server is likely down: give the claim back and leave the rest for the next run.
      console.error("weekly newsletter", recipient.email, error);
      await db.execute(sql`DELETE FROM newsletter_deliveries
        WHERE week_start = ${week.start} AND subscriber_id = ${recipient.id}`);
      break;
    }
  }

  const [left] = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM subscribers s
    WHERE s.status = 'confirmed' AND NOT EXISTS (
      SELECT 1 FROM newsletter_deliveries d WHERE d.week_start = ${week.start} AND d.subscriber_id = s.id)`);
  const remaining = left?.count ?? 0;
  if (remaining > 0) return run("sending", sent, remaining);
  await db.execute(sql`UPDATE newsletter_issues SET finished_at = now() WHERE week_start = ${week.start}`);
  return run("sent", sent);
}

/** The week of an issue whose sending began in the last two days and has not finished, if any. */
export async function unfinishedIssueWeek(db: Database): Promise<string | null> {
  const [row] = await db.execute<{ week_start: string }>(sql`
    SELECT week_start::text FROM newsletter_issues
    WHERE finished_at IS NULL AND started_at > now() - interval '2 days'
    ORDER BY week_start LIMIT 1`);
  return row?.week_start ?? null;
}
