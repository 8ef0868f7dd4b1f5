// Confirming and ending a newsletter subscription, for an address a signed link vouches for.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";

/** Confirms a pending subscription; true when the address is (now or already) confirmed. */
export async function confirmSubscription(db: Database, email: string): Promise<boolean> {
  const [row] = await db.execute<{ status: string }>(sql`
    WITH confirmed AS (
      UPDATE subscribers SET status = 'confirmed', confirmed_at = now()
      WHERE lower(email) = ${email} AND status = 'pending'
      RETURNING status)
    SELECT status FROM confirmed
    UNION ALL
    SELECT status FROM subscribers WHERE lower(email) = ${email} AND status = 'confirmed'`);
  return row?.status === "confirmed";
}

/** Ends the subscription (doing it twice is harmless). */
export async function endSubscription(db: Database, email: string): Promise<void> {
  await db.execute(sql`UPDATE subscribers SET status = 'unsubscribed' WHERE lower(email) = ${email}`);
}
