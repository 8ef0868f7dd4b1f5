// The mail a submitter gets once an editor has decided on their tool: published (with its link),
// scheduled (with the date it goes live), or rejected (with the editor's reason).
import { eq } from "drizzle-orm";
import { publicationTimeLabel } from "#app/lib/tool-status.ts";
import type { ChangedTool } from "#app/server/admin/tools/tool-status-change.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { users } from "#app/server/db/schema.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { renderButtonMail, type RenderedEmail } from "#app/server/mail/custom-email-templates.server.ts";
import { sendMail, type MailConfig } from "#app/server/mail/send-mail.server.ts";

export type Decision = { to: "published" } | { to: "scheduled"; at: Date } | { to: "rejected"; reason: string };

type Site = { siteName: string; siteUrl: string };

export function renderDecisionMail(
  { siteName, siteUrl }: Site,
  tool: Pick<ChangedTool, "name" | "slug">,
  decision: Decision,
): RenderedEmail {
  const toolUrl = new URL(`/tool/${tool.slug}`, siteUrl).href;
  switch (decision.to) {
    case "published":
      return renderButtonMail(
        siteName,
        {
          subject: `${tool.name} is now listed on ${siteName}`,
          lead: `Good news: an editor approved your submission "${tool.name}", and it is now listed in the directory.`,
          button: "See your tool",
          closing: "Thank you for helping others find good Bitcoin tools.",
        },
        toolUrl,
      );
    case "scheduled":
      return renderButtonMail(
        siteName,
        {
          subject: `${tool.name} has been approved for ${siteName}`,
          lead: `Good news: an editor approved your submission "${tool.name}". It will be listed in the directory from ${publicationTimeLabel(decision.at)}, at the address below.`,
          button: "Your tool's page",
          closing: "Thank you for helping others find good Bitcoin tools.",
        },
        toolUrl,
      );
    case "rejected":
      return renderButtonMail(
        siteName,
        {
          subject: `Your submission ${tool.name} was not accepted`,
          lead: `An editor reviewed your submission "${tool.name}" and did not add it to the directory. Their reason:`,
          quote: decision.reason,
          button: "Your submissions",
          closing: "You are welcome to submit another tool at any time.",
        },
        new URL("/profile?tab=submitted", siteUrl).href,
      );
  }
}

/**
 * Tells the tool's submitter what was decided. The decision is already committed, so a mail that
 * cannot go is logged and reported, never thrown. A tool without an account is nobody's to tell.
 */
export async function mailSubmitter(
  env: MailConfig & Pick<Env, "SITE_NAME" | "SITE_URL">,
  db: Database,
  tool: ChangedTool,
  decision: Decision,
): Promise<"sent" | "no-submitter" | "failed"> {
  try {
    if (!tool.userId) return "no-submitter";
    const [submitter] = await db.select({ email: users.email }).from(users).where(eq(users.id, tool.userId));
    if (!submitter) return "no-submitter";
    const mail = renderDecisionMail({ siteName: env.SITE_NAME, siteUrl: env.SITE_URL }, tool, decision);
    await sendMail(env, db, { to: submitter.email, ...mail });
    return "sent";
  } catch (error) {
    console.error("submission decision mail", error);
    return "failed";
  }
}
