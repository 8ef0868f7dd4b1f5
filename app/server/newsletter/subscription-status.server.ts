// Confirming and ending a newsletter subscription, for an address a signed link vouches for.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { bare } from "#app/server/db/raw-rows.server.ts";
import { subscribers } from "#app/server/db/schema.server.ts";

/** Confirms a pending subscription; true when the address is (now or already) confirmed. */
export async function confirmSubscription(db: Database, email: string): Promise<boolean> {
  const { status, email: address } = subscribers;
  const [row] = await db.execute<Pick<typeof subscribers.$inferSelect, "status">>(sql`
    WITH confirmed AS (
      UPDATE ${subscribers} SET ${bare(status)} = 'confirmed', ${bare(subscribers.confirmedAt)} = now()
      WHERE lower(${address}) = ${email} AND ${status} = 'pending'
      RETURNING ${status})
    SELECT status FROM confirmed
    UNION ALL
    SELECT ${status} FROM ${subscribers} WHERE lower(${address}) = ${email} AND ${status} = 'confirmed'`);
  return row?.status === "confirmed";
}

/** Ends the subscription, noting when (doing it twice is harmless and keeps the first time). */
export async function endSubscription(db: Pick<Database, "update">, email: string): Promise<void> {
  await db
    .update(subscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
    .where(sql`lower(${subscribers.email}) = ${email.toLowerCase()} AND ${subscribers.status} <> 'unsubscribed'`);
}
