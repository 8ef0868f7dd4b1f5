// Limits for forms that mail an address someone typed (sign-in links, newsletter confirmations).
// A client address is limited over all its requests and per address it asks for; an address is
// limited, across all clients, only by the mails it actually received. So nobody can use up a
// person's allowance with refused requests and keep them from their own mail: what an attacker
// can make happen is at most a few mails to that person, each with a working link.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { rateLimits } from "#app/server/db/schema.server.ts";
import { hitRateLimits, peekRateLimit, type RateLimitResult } from "#app/server/security/rate-limit.server.ts";

interface Window {
  max: number;
  windowSeconds: number;
}

export interface MailLimits {
  /** What is mailed, the first part of every key ("magic-link", "newsletter"). */
  scope: string;
  perClient: Window;
  perClientAndAddress: Window;
  /** Mails actually sent to one address, whoever asked. */
  sentPerAddress: Window;
}

// Every key that names an address ends with it, so an account's deletion can find them all.
const clientKey = (limits: MailLimits, client: string) => `${limits.scope}:ip:${client}`;
const clientAndAddressKey = (limits: MailLimits, client: string, email: string) =>
  `${limits.scope}:ip:${client}:email:${email}`;
const sentKey = (limits: MailLimits, email: string) => `${limits.scope}:sent:${email}`;

/**
 * Counts a request to mail `email` from `client`, and says whether it may go ahead; a refusal says
 * whether the client asked too often or the address has had its mails for now.
 */
export async function checkMailRequest(
  db: Database,
  limits: MailLimits,
  client: string,
  email: string,
  now = Date.now(),
): Promise<RateLimitResult & { limited?: "client" | "address" }> {
  const counted = await hitRateLimits(
    db,
    [
      { key: clientKey(limits, client), ...limits.perClient },
      { key: clientAndAddressKey(limits, client, email), ...limits.perClientAndAddress },
    ],
    now,
  );
  if (!counted.allowed) return { ...counted, limited: "client" };
  const sent = await peekRateLimit(db, { key: sentKey(limits, email), ...limits.sentPerAddress }, now);
  return sent.allowed ? sent : { ...sent, limited: "address" };
}

/** Records a mail that went to `email`. */
export async function countMailSent(db: Database, limits: MailLimits, email: string, now = Date.now()) {
  await hitRateLimits(db, [{ key: sentKey(limits, email), ...limits.sentPerAddress }], now);
}

/** Forgets every limit counted for an address (its account is gone). */
export async function forgetAddressLimits(db: Pick<Database, "delete">, email: string) {
  await db.delete(rateLimits).where(sql`right(${rateLimits.key}, ${email.length + 1}) = ${`:${email}`}`);
}
