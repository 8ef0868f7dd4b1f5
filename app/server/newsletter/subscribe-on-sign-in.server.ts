// Signing in subscribes the address to the weekly newsletter. The address has
// just proven itself by the link, so it is confirmed at once; an address that unsubscribed stays
// unsubscribed.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";

export async function subscribeOnSignIn(db: Database, email: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO subscribers (email, source, status, confirmed_at)
    VALUES (${email.toLowerCase()}, 'sign-in', 'confirmed', now())
    ON CONFLICT (lower(email)) DO UPDATE
      SET status = 'confirmed', confirmed_at = coalesce(subscribers.confirmed_at, now())
      WHERE subscribers.status = 'pending'`);
}
