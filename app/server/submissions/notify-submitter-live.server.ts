// The mail a submitter gets when their tool goes live, or when its date of going live is set,
// moved or dropped. Every such change leaves a row in submitter_notices (a trigger on tools, so
// no path is missed: a review, the editor's page, bulk publish, the every-minute publication);
// this sends each row's mail once. Whoever made the change calls it once committed, and the
// every-minute cron calls it too, for a change whose caller did not.
import { eq, inArray, sql } from "drizzle-orm";
import type { SubmitterNoticeEvent } from "#app/lib/submitter-notices.ts";
import { publicationTimeLabel } from "#app/lib/tool-status.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { submitterNotices, tools, users } from "#app/server/db/schema.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { renderButtonMail, type RenderedEmail } from "#app/server/mail/custom-email-templates.server.ts";
import { sendMail, type MailConfig } from "#app/server/mail/send-mail.server.ts";

export type NoticeOutcome = "sent" | "failed" | "no-submitter";

type Site = { siteName: string; siteUrl: string };
type Notice = { event: SubmitterNoticeEvent; publishAt: Date | null };

const THANKS = "Thank you for helping others find good Bitcoin tools.";

export function renderSubmitterNotice(
  { siteName, siteUrl }: Site,
  tool: { name: string; slug: string },
  { event, publishAt }: Notice,
): RenderedEmail {
  const toolUrl = new URL(`/tool/${tool.slug}`, siteUrl).href;
  const from = publishAt ? publicationTimeLabel(publishAt) : "";
  switch (event) {
    case "live":
      return renderButtonMail(
        siteName,
        {
          subject: `${tool.name} is now listed on ${siteName}`,
          lead: `Good news: your submission "${tool.name}" is now listed in the directory.`,
          button: "See your tool",
          closing: THANKS,
        },
        toolUrl,
      );
    case "scheduled":
      return renderButtonMail(
        siteName,
        {
          subject: `${tool.name} has been approved for ${siteName}`,
          lead: `Good news: your submission "${tool.name}" has been approved. It will be listed in the directory from ${from}, at the address below.`,
          button: "Your tool's page",
          closing: THANKS,
        },
        toolUrl,
      );
    case "rescheduled":
      return renderButtonMail(
        siteName,
        {
          subject: `New date for ${tool.name} on ${siteName}`,
          lead: `The date your submission "${tool.name}" goes live has changed: it will be listed in the directory from ${from}, at the address below.`,
          button: "Your tool's page",
          closing: THANKS,
        },
        toolUrl,
      );
    case "unscheduled":
      return renderButtonMail(
        siteName,
        {
          subject: `${tool.name} is no longer scheduled on ${siteName}`,
          lead: `Your submission "${tool.name}" is no longer scheduled to go live. We will mail you when it is listed.`,
          button: "Your submissions",
          closing: THANKS,
        },
        new URL("/profile?tab=submitted", siteUrl).href,
      );
  }
}

/** At most this many mails a call; the rest wait for the next call or the next minute. */
const BATCH = 20;

/**
 * Mails what waits, oldest first, and says for each tool how its last mail went. A row is taken
 * (stamped) before its mail goes, so two callers never send the same one; a mail that fails is
 * logged and not tried again, since the server may have taken it before failing.
 */
export async function mailSubmitterNotices(
  env: MailConfig & Pick<Env, "SITE_NAME" | "SITE_URL">,
  db: Database,
): Promise<Map<string, NoticeOutcome>> {
  const outcomes = new Map<string, NoticeOutcome>();
  const taken = await db.execute<{
    id: number;
    tool_id: string;
    event: SubmitterNoticeEvent;
    publish_at: Date | string | null;
  }>(
    sql`UPDATE ${submitterNotices} SET sent_at = now()
      WHERE id IN (SELECT id FROM ${submitterNotices} WHERE sent_at IS NULL ORDER BY id LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, tool_id, event, publish_at`,
  );
  if (taken.length === 0) return outcomes;
  const recipients = await db
    .select({ id: tools.id, name: tools.name, slug: tools.slug, email: users.email })
    .from(tools)
    .innerJoin(users, eq(users.id, tools.userId))
    .where(
      inArray(
        tools.id,
        taken.map((row) => row.tool_id),
      ),
    );
  const site = { siteName: env.SITE_NAME, siteUrl: env.SITE_URL };
  for (const row of [...taken].sort((a, b) => a.id - b.id)) {
    const tool = recipients.find((recipient) => recipient.id === row.tool_id);
    let outcome: NoticeOutcome = "no-submitter";
    if (tool) {
      const notice = { event: row.event, publishAt: row.publish_at ? new Date(row.publish_at) : null };
      outcome = await sendMail(env, db, { to: tool.email, ...renderSubmitterNotice(site, tool, notice) }).then(
        () => "sent" as const,
        (error) => {
          console.error("submitter notice mail", error);
          return "failed" as const;
        },
      );
    }
    await db.update(submitterNotices).set({ outcome }).where(eq(submitterNotices.id, row.id));
    outcomes.set(row.tool_id, outcome);
  }
  return outcomes;
}

/** The same, for a caller whose answer does not wait on it: never throws. */
export const mailSubmitterNoticesQuietly = (
  env: MailConfig & Pick<Env, "SITE_NAME" | "SITE_URL">,
  db: Database,
): Promise<void> =>
  mailSubmitterNotices(env, db).then(
    () => undefined,
    (error) => console.error("submitter notices", error),
  );
