// An editor's decision on a submission, and the mail its submitter gets when it is rejected (with
// the editor's reason). Approval is told by the mail of its going live or of its date.
import { eq } from "drizzle-orm";
import type { ChangedTool } from "#app/server/admin/tools/tool-status-change.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { users } from "#app/server/db/schema.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { renderButtonMail, type RenderedEmail } from "#app/server/mail/custom-email-templates.server.ts";
import { sendMail, type MailConfig } from "#app/server/mail/send-mail.server.ts";

export type Decision = { to: "published" } | { to: "scheduled"; at: Date } | { to: "rejected"; reason: string };

type Site = { siteName: string; siteUrl: string };

type Rejection = Extract<Decision, { to: "rejected" }>;

/** The rejection, with the editor's reason. (Going live and dates: notify-submitter-live.server.ts.) */
export function renderRejectionMail(
  { siteName, siteUrl }: Site,
  tool: Pick<ChangedTool, "name">,
  rejection: Rejection,
): RenderedEmail {
  return renderButtonMail(
    siteName,
    {
      subject: `Your submission ${tool.name} was not accepted`,
      lead: `An editor reviewed your submission "${tool.name}" and did not add it to the directory. Their reason:`,
      quote: rejection.reason,
      button: "Your submissions",
      closing: "You are welcome to submit another tool at any time.",
    },
    new URL("/profile?tab=submitted", siteUrl).href,
  );
}

/**
 * Tells the tool's submitter what was decided. The decision is already committed, so a mail that
 * cannot go is logged and reported, never thrown. A tool without an account is nobody's to tell.
 */
export async function mailSubmitter(
  env: MailConfig & Pick<Env, "SITE_NAME" | "SITE_URL">,
  db: Database,
  tool: ChangedTool,
  rejection: Rejection,
): Promise<"sent" | "no-submitter" | "failed"> {
  try {
    if (!tool.userId) return "no-submitter";
    const [submitter] = await db.select({ email: users.email }).from(users).where(eq(users.id, tool.userId));
    if (!submitter) return "no-submitter";
    const mail = renderRejectionMail({ siteName: env.SITE_NAME, siteUrl: env.SITE_URL }, tool, rejection);
    await sendMail(env, db, { to: submitter.email, ...mail });
    return "sent";
  } catch (error) {
    console.error("submission decision mail", error);
    return "failed";
  }
}
