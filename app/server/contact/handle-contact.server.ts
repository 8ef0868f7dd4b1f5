// The handle-contact function ({name, email, subject, message, captchaToken} in; the caller
// has checked the captcha). The message is stored first, then mailed to the team with the visitor
// as Reply-To; a failed mail is an error for the visitor, and the stored row says it was not sent.
// The editors' own notifications are recorded with the message (the action sends them).
import { eq, sql } from "drizzle-orm";
import type { ContactInput } from "#app/lib/contact-rules.ts";
import { escapeXml } from "#app/lib/xml.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { contactMessages } from "#app/server/db/schema.server.ts";
import { sendMail } from "#app/server/mail/send-mail.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { recordEditorEvent } from "#app/server/notifications/record-editor-event.server.ts";

export async function handleContact(env: Env, db: Database, message: ContactInput): Promise<void> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: message.name, email: message.email, subject: message.subject, message: message.message })
    .returning({ id: contactMessages.id });
  // The editors hear of the stored message even when the team's mail below fails.
  await recordEditorEvent(db, { kind: "message", id: row!.id }).catch((error) =>
    console.error(`editor notifications: ${error instanceof Error ? error.message : error}`),
  );
  await sendMail(env, db, {
    to: env.TEAM_EMAIL,
    replyTo: message.email,
    subject: `Contact: ${message.subject}`,
    text: `${message.name} <${message.email}> wrote through the contact form of ${env.SITE_NAME}:\n\n${message.message}`,
    html: `<p><strong>${escapeXml(message.name)}</strong> &lt;${escapeXml(message.email)}&gt; wrote through the contact form of ${escapeXml(env.SITE_NAME)}:</p><p style="white-space:pre-wrap">${escapeXml(message.message)}</p>`,
  });
  await db
    .update(contactMessages)
    .set({ mailedAt: sql`now()` })
    .where(eq(contactMessages.id, row!.id));
}
