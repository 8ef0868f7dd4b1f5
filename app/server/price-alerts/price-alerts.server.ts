// A user's price alerts: listing, setting (at most MAX_ALERTS_PER_USER), deleting and re-arming,
// each for the signed-in user's own alerts only.
import { and, asc, eq, sql } from "drizzle-orm";
import { MAX_ALERTS_PER_USER, type AlertDirection } from "#app/lib/price-alerts.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { priceAlerts, users } from "#app/server/db/schema.server.ts";

export interface PriceAlert {
  id: string;
  currency: string;
  direction: AlertDirection;
  level: number;
  armed: boolean;
  waitsForCross: boolean;
  firedAt: Date | null;
  firedPrice: number | null;
}

export function listPriceAlerts(db: Database, userId: string): Promise<PriceAlert[]> {
  return db
    .select({
      id: priceAlerts.id,
      currency: priceAlerts.currency,
      direction: priceAlerts.direction,
      level: priceAlerts.level,
      armed: priceAlerts.armed,
      waitsForCross: priceAlerts.waitsForCross,
      firedAt: priceAlerts.firedAt,
      firedPrice: priceAlerts.firedPrice,
    })
    .from(priceAlerts)
    .where(eq(priceAlerts.userId, userId))
    .orderBy(asc(priceAlerts.createdAt), asc(priceAlerts.id));
}

export interface NewPriceAlert {
  currency: string;
  direction: AlertDirection;
  level: number;
}

/**
 * Adds the alert unless the user already has MAX_ALERTS_PER_USER. The user's row is locked for the
 * count, so two forms sent at once cannot both add the tenth.
 */
export function addPriceAlert(db: Database, userId: string, alert: NewPriceAlert): Promise<"added" | "full"> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(priceAlerts)
      .where(eq(priceAlerts.userId, userId));
    if (count >= MAX_ALERTS_PER_USER) return "full";
    await tx.insert(priceAlerts).values({ userId, ...alert });
    return "added";
  });
}

const own = (userId: string, alertId: string) => and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId));

/** Answers whether the user had that alert. */
export async function deletePriceAlert(db: Database, userId: string, alertId: string): Promise<boolean> {
  const deleted = await db.delete(priceAlerts).where(own(userId, alertId)).returning({ id: priceAlerts.id });
  return deleted.length > 0;
}

/**
 * Arms a resting alert again, forgetting when it fired, to fire at the next crossing: not before
 * the price has been back on the other side of the level. Answers whether the user had that alert.
 */
export async function rearmPriceAlert(db: Database, userId: string, alertId: string): Promise<boolean> {
  const rearmed = await db
    .update(priceAlerts)
    .set({ armed: true, waitsForCross: true, firedAt: null, firedPrice: null, mailedAt: null })
    .where(own(userId, alertId))
    .returning({ id: priceAlerts.id });
  return rearmed.length > 0;
}
