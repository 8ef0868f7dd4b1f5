// Sends a mail over SMTP (TCP sockets from the Worker), or keeps it in the mail_outbox table when no
// SMTP server is configured, so a fresh machine works without one. Every header is written by
// mail-headers.server.ts; worker-mailer adds only Date, Message-ID and the MIME parts.
import { WorkerMailer } from "worker-mailer";
import type { Env } from "#app/server/env.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { checkedAddress, extraHeader, mailboxValue, unstructuredValue } from "#app/server/mail/mail-headers.server.ts";
import { parseMailbox } from "#app/server/mail/mailbox.server.ts";
import { keepInOutbox, type Mail } from "#app/server/mail/outbox.server.ts";

export type { Mail };

export type MailConfig = Pick<
  Env,
  "SMTP_HOST" | "SMTP_PORT" | "SMTP_USER" | "SMTP_PASSWORD" | "SMTP_SECURE" | "MAIL_FROM"
>;

export async function sendMail(config: MailConfig, db: Database, mail: Mail): Promise<"sent" | "outbox"> {
  const from = parseMailbox(config.MAIL_FROM);
  const to = checkedAddress(mail.to);
  const headers: Record<string, string> = {
    From: mailboxValue(from),
    To: to,
    ...(mail.replyTo ? { "Reply-To": mailboxValue({ email: mail.replyTo }) } : {}),
    Subject: unstructuredValue(mail.subject),
    ...Object.fromEntries(Object.entries(mail.headers ?? {}).map(([name, value]) => extraHeader(name, value))),
  };
  if (!config.SMTP_HOST) {
    await keepInOutbox(db, mail);
    return "outbox";
  }
  const secure = config.SMTP_SECURE === "true";
  await WorkerMailer.send(
    {
      host: config.SMTP_HOST,
      port: Number(config.SMTP_PORT) || (secure ? 465 : 587),
      secure,
      credentials: config.SMTP_USER ? { username: config.SMTP_USER, password: config.SMTP_PASSWORD ?? "" } : undefined,
      authType: config.SMTP_USER ? ["plain", "login"] : undefined,
    },
    // The envelope takes the checked addresses; the headers above replace everything worker-mailer would write.
    {
      from: { email: checkedAddress(from.email) },
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers,
    },
  );
  return "sent";
}
