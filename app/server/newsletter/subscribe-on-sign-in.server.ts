// Signing in subscribes the address to the weekly newsletter. The address has
// just proven itself by the link, so it is confirmed at once; an address that unsubscribed stays
// unsubscribed.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { bare } from "#app/server/db/raw-rows.server.ts";
import { subscribers } from "#app/server/db/schema.server.ts";

export async function subscribeOnSignIn(db: Database, email: string): Promise<void> {
  const { status, confirmedAt } = subscribers;
  await db.execute(sql`
    INSERT INTO ${subscribers} (${bare(subscribers.email)}, ${bare(subscribers.source)}, ${bare(status)}, ${bare(confirmedAt)})
    VALUES (${email.toLowerCase()}, 'sign-in', 'confirmed', now())
    ON CONFLICT (lower(${bare(subscribers.email)})) DO UPDATE
      SET ${bare(status)} = 'confirmed', ${bare(confirmedAt)} = coalesce(${confirmedAt}, now())
      WHERE ${status} = 'pending'`);
}
