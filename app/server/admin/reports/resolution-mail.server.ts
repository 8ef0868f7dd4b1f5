// The mail a reporter who left an address gets once an editor has resolved their report, with the
// editor's note. The resolution is already committed, so a mail that cannot go is logged and
// reported, never thrown.
import { eq } from "drizzle-orm";
import type { ClosedReport } from "#app/server/admin/reports/close-reports.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolReports } from "#app/server/db/schema.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { renderButtonMail, type RenderedEmail } from "#app/server/mail/custom-email-templates.server.ts";
import { sendMail, type MailConfig } from "#app/server/mail/send-mail.server.ts";

type Site = { siteName: string; siteUrl: string };

export function renderResolutionMail({ siteName, siteUrl }: Site, report: ClosedReport, note: string): RenderedEmail {
  return renderButtonMail(
    siteName,
    {
      subject: `Your report about ${report.toolName} has been resolved`,
      lead: `Thank you for reporting a problem with ${report.toolName}. An editor has looked into it and resolved it:`,
      quote: note,
      button: `See ${report.toolName}`,
      closing: "Reports like yours keep the directory accurate.",
    },
    new URL(`/tool/${report.toolSlug}`, siteUrl).href,
  );
}

export async function mailReporter(
  env: MailConfig & Pick<Env, "SITE_NAME" | "SITE_URL">,
  db: Database,
  report: ClosedReport,
  note: string,
): Promise<"sent" | "no-address" | "failed"> {
  if (!report.email) return "no-address";
  try {
    const mail = renderResolutionMail({ siteName: env.SITE_NAME, siteUrl: env.SITE_URL }, report, note);
    await sendMail(env, db, { to: report.email, ...mail });
    await db.update(toolReports).set({ reporterMailedAt: new Date() }).where(eq(toolReports.id, report.id));
    return "sent";
  } catch (error) {
    console.error("report resolution mail", error);
    return "failed";
  }
}
