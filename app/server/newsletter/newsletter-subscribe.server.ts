// The newsletter-subscribe function ({email} in; the answer only says whether a mail went), with double
// opt-in: a new address is kept as pending and mailed a signed confirmation link. The caller's
// answer is the same whatever the address's state, so it reveals nothing about who subscribed.
import type { NewsletterSource } from "#app/lib/newsletter.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { bare } from "#app/server/db/raw-rows.server.ts";
import { subscribers } from "#app/server/db/schema.server.ts";
import { sendMail } from "#app/server/mail/send-mail.server.ts";
import { subscriptionLink } from "#app/server/newsletter/subscription-links.server.ts";
import { sql } from "drizzle-orm";
import { renderEmailTemplate } from "#app/server/mail/custom-email-templates.server.ts";
import type { Env } from "#app/server/env.server.ts";

type Subscriber = typeof subscribers.$inferSelect;

export async function newsletterSubscribe(
  env: Env,
  db: Database,
  request: { email: string; source: NewsletterSource },
): Promise<boolean> {
  const email = request.email.toLowerCase();
  // New, or back after unsubscribing (the unsubscribe time is cleared): pending until confirmed. A
  // confirmed address stays as it is.
  const [row] = await db.execute<Pick<Subscriber, "status">>(sql`
    INSERT INTO ${subscribers} (${bare(subscribers.email)}, ${bare(subscribers.source)}, ${bare(subscribers.status)})
    VALUES (${email}, ${request.source}, 'pending')
    ON CONFLICT (lower(${bare(subscribers.email)})) DO UPDATE SET ${bare(subscribers.status)} = 'pending',
      ${bare(subscribers.source)} = EXCLUDED.${bare(subscribers.source)}, ${bare(subscribers.unsubscribedAt)} = NULL
      WHERE ${subscribers.status} = 'unsubscribed'
    RETURNING ${subscribers.status}`);
  const pending = row ? row.status === "pending" : await isPending(db, email);
  if (!pending) return false;
  const url = await subscriptionLink(env.SITE_URL, env.BETTER_AUTH_SECRET, "confirm", email);
  const mail = renderEmailTemplate({ type: "newsletter-confirm", email, url, siteName: env.SITE_NAME });
  const delivery = await sendMail(env, db, { to: email, ...mail });
  if (delivery === "outbox") console.info(`Newsletter confirmation for ${email} (kept in mail_outbox): ${url}`);
  return true;
}

async function isPending(db: Database, email: string): Promise<boolean> {
  const [row] = await db.execute<Pick<Subscriber, "status">>(
    sql`SELECT ${subscribers.status} FROM ${subscribers} WHERE lower(${subscribers.email}) = ${email}`,
  );
  return row?.status === "pending";
}
