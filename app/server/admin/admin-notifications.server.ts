// The admin-notifications function ({type: 'signup', data: {email}}): tells the team about
// a first sign-up. Failures are logged by the caller and never block the sign-in.
import type { Database } from "#app/server/db/client.server.ts";
import { sendMail, type MailConfig } from "#app/server/mail/send-mail.server.ts";
import { escapeXml } from "#app/lib/xml.ts";

export interface AdminNotification {
  type: "signup";
  data: { email: string };
}

export async function notifyAdmins(
  config: MailConfig & { TEAM_EMAIL: string; SITE_NAME: string; SITE_URL: string },
  db: Database,
  notification: AdminNotification,
): Promise<void> {
  const { email } = notification.data;
  await sendMail(config, db, {
    to: config.TEAM_EMAIL,
    subject: `New sign-up on ${config.SITE_NAME}: ${email}`,
    text: `${email} signed up on ${config.SITE_NAME} (${config.SITE_URL}).`,
    html: `<p><strong>${escapeXml(email)}</strong> signed up on ${escapeXml(config.SITE_NAME)} (<a href="${escapeXml(config.SITE_URL)}">${escapeXml(config.SITE_URL)}</a>).</p>`,
  });
}
