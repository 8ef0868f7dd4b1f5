// The sign-in mail. Without an SMTP server it goes to the outbox and the link is printed to the
// log, so signing in works on a fresh machine.
import type { Env } from "#app/server/env.server.ts";
import { renderEmailTemplate } from "#app/server/mail/custom-email-templates.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { sendMail } from "#app/server/mail/send-mail.server.ts";

export async function sendMagicLinkMail(env: Env, db: Database, email: string, url: string): Promise<void> {
  const mail = renderEmailTemplate({ type: "magic-link", email, url, siteName: env.SITE_NAME });
  const delivery = await sendMail(env, db, { to: email, ...mail });
  if (delivery === "outbox") console.info(`Sign-in link for ${email} (kept in mail_outbox): ${url}`);
}
