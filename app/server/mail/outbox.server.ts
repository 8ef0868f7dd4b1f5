// Mail kept in the mail_outbox table when no SMTP server is configured (a fresh machine, tests of
// the outbox), readable with any SQL client.
import type { Database } from "#app/server/db/client.server.ts";
import { mailOutbox } from "#app/server/db/schema.server.ts";

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export async function keepInOutbox(db: Database, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
}
