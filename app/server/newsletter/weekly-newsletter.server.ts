// The weekly newsletter as the crons run it: an issue starts for the last full week, and an issue
// still being sent carries on (batch by batch) until every confirmed subscriber has it.
import type { Database } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { sendMail, type MailConfig } from "#app/server/mail/send-mail.server.ts";
import { digestWeek, weekStarting } from "#app/server/newsletter/digest-week.server.ts";
import { sendWeeklyDigest, unfinishedIssueWeek, type DigestRun } from "#app/server/newsletter/weekly-digest.server.ts";

export type WeeklyNewsletterConfig = MailConfig & Pick<Env, "SITE_NAME" | "SITE_URL" | "BETTER_AUTH_SECRET">;

const siteOf = (config: WeeklyNewsletterConfig) => ({
  name: config.SITE_NAME,
  url: config.SITE_URL,
  secret: config.BETTER_AUTH_SECRET,
});

export function startWeeklyNewsletter(
  config: WeeklyNewsletterConfig,
  db: Database,
  now = new Date(),
): Promise<DigestRun> {
  return sendWeeklyDigest(db, siteOf(config), (mail) => sendMail(config, db, mail), digestWeek(now));
}

export async function continueWeeklyNewsletter(
  config: WeeklyNewsletterConfig,
  db: Database,
): Promise<DigestRun | null> {
  const start = await unfinishedIssueWeek(db);
  const week = start ? weekStarting(start) : null;
  return week ? sendWeeklyDigest(db, siteOf(config), (mail) => sendMail(config, db, mail), week) : null;
}
