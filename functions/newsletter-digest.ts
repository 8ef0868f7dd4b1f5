// The weekly newsletter from the Worker's crons: on Monday at 09:00 UTC the last week's issue
// starts, and each minute's run carries on with an issue still being sent (batch by batch).
import type { Database } from "#app/server/db/client.server.ts";
import { sendMail } from "#app/server/mail/send-mail.server.ts";
import { digestWeek, NEWSLETTER_CRON, weekStarting } from "#app/server/newsletter/digest-week.server.ts";
import { sendWeeklyDigest, unfinishedIssueWeek, type DigestRun } from "#app/server/newsletter/weekly-digest.server.ts";
import type { Env } from "#app/server/env.server.ts";

export { NEWSLETTER_CRON };

const siteOf = (env: Env) => ({ name: env.SITE_NAME, url: env.SITE_URL, secret: env.BETTER_AUTH_SECRET });

export function startWeeklyNewsletter(env: Env, db: Database, now = new Date()): Promise<DigestRun> {
  return sendWeeklyDigest(db, siteOf(env), (mail) => sendMail(env, db, mail), digestWeek(now));
}

export async function continueWeeklyNewsletter(env: Env, db: Database): Promise<DigestRun | null> {
  const start = await unfinishedIssueWeek(db);
  const week = start ? weekStarting(start) : null;
  return week ? sendWeeklyDigest(db, siteOf(env), (mail) => sendMail(env, db, mail), week) : null;
}
