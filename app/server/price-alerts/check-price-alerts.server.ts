// The every-minute alert check, after the price warmer: one UPDATE fires every armed alert the
// stored prices reach (disarming it and recording the price and the time the source gave it), then up to MAILS_PER_RUN
// fired alerts are claimed and mailed, oldest first; the rest wait for the next minute. Both steps
// are single statements guarded by their own condition (armed; not yet claimed), so overlapping
// runs can neither fire an alert twice nor mail it twice. Nothing is fetched per alert, and a
// price older than STALE_AFTER_MS fires nothing.
import { sql } from "drizzle-orm";
import type { AlertDirection } from "#app/lib/price-alerts.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { priceAlerts, users } from "#app/server/db/schema.server.ts";
import { sendMail, type MailConfig } from "#app/server/mail/send-mail.server.ts";
import { renderPriceAlertMail, type AlertSite } from "#app/server/price-alerts/price-alert-mail.server.ts";
import { STALE_AFTER_MS } from "#app/server/prices/price-response.server.ts";
import { readPrices } from "#app/server/prices/price-store.server.ts";
import type { PriceTable } from "#app/server/prices/price-sources.server.ts";

/** Each mail is a connection of the Worker's, out of its 50 subrequests an invocation. */
export const ALERT_MAILS_PER_RUN = 10;

export type AlertCheckConfig = MailConfig & AlertSite & { CACHE: KVNamespace };

export interface AlertRun {
  fired: number;
  mailed: number;
  failed: number;
}

export async function checkPriceAlerts(config: AlertCheckConfig, db: Database, now = Date.now()): Promise<AlertRun> {
  const stored = await readPrices(config.CACHE);
  const fired = stored ? await fireReachedAlerts(db, freshPrices(stored.prices, now)) : 0;
  const run: AlertRun = { fired, mailed: 0, failed: 0 };
  for (const alert of await claimAlertMails(db)) {
    try {
      await sendMail(config, db, { to: alert.email, ...renderPriceAlertMail(config, alert) });
      run.mailed++;
    } catch (error) {
      // Claimed stays claimed: a mail the server refused is logged, not retried every minute.
      run.failed++;
      console.warn(`price alert mail to ${alert.email}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return run;
}

type Quote = { price: number; at: string };

/** Currency code → price and its time, for the prices no older than the site calls stale. */
function freshPrices(prices: PriceTable, now: number): Record<string, Quote> {
  return Object.fromEntries(
    Object.entries(prices)
      .filter(([, price]) => now - price.updatedAt <= STALE_AFTER_MS && Number.isFinite(price.value))
      .map(([code, price]) => [code, { price: price.value, at: new Date(price.updatedAt).toISOString() }]),
  );
}

/**
 * Fires every armed alert that `quotes` reach, with the price and its time; answers how many fired.
 * A re-armed alert first waits for a price on the other side of its level: the next crossing.
 */
async function fireReachedAlerts(db: Database, quotes: Record<string, Quote>): Promise<number> {
  if (Object.keys(quotes).length === 0) return 0;
  const price = sql`(p.quote->>'price')::float8`;
  const quoted = sql`jsonb_each(${JSON.stringify(quotes)}::jsonb) AS p(currency, quote)`;
  const reached = sql`CASE ${priceAlerts.direction} WHEN 'above' THEN ${price} >= ${priceAlerts.level}
    ELSE ${price} <= ${priceAlerts.level} END`;
  await db.execute(sql`
    UPDATE ${priceAlerts} SET waits_for_cross = false FROM ${quoted}
    WHERE ${priceAlerts.armed} AND ${priceAlerts.waitsForCross} AND ${priceAlerts.currency} = p.currency
      AND NOT (${reached})`);
  const fired = await db.execute<{ id: string }>(sql`
    UPDATE ${priceAlerts} SET armed = false, fired_price = ${price}, fired_at = (p.quote->>'at')::timestamptz
    FROM ${quoted}
    WHERE ${priceAlerts.armed} AND NOT ${priceAlerts.waitsForCross} AND ${priceAlerts.currency} = p.currency
      AND ${reached}
    RETURNING ${priceAlerts.id}`);
  return fired.length;
}

type ClaimedAlert = {
  email: string;
  currency: string;
  direction: AlertDirection;
  level: number;
  firedPrice: number;
  firedAt: string;
};

/** The next fired alerts whose mail has not gone, marked as going; blocked users' are dropped unsent. */
function claimAlertMails(db: Database) {
  return db.execute<ClaimedAlert>(sql`
    WITH next AS (
      SELECT ${priceAlerts.id} AS id, ${users.blockedAt} IS NULL AS mail FROM ${priceAlerts}
      JOIN ${users} ON ${users.id} = ${priceAlerts.userId}
      WHERE ${priceAlerts.firedAt} IS NOT NULL AND ${priceAlerts.mailedAt} IS NULL
      ORDER BY ${priceAlerts.firedAt}, ${priceAlerts.id}
      LIMIT ${ALERT_MAILS_PER_RUN}
      FOR UPDATE OF ${priceAlerts} SKIP LOCKED
    ), claimed AS (
      UPDATE ${priceAlerts} SET mailed_at = now() FROM next
      WHERE ${priceAlerts.id} = next.id AND ${priceAlerts.mailedAt} IS NULL
      RETURNING ${priceAlerts.id} AS id, next.mail, ${priceAlerts.userId} AS user_id, ${priceAlerts.currency} AS currency,
        ${priceAlerts.direction} AS direction, ${priceAlerts.level} AS level,
        ${priceAlerts.firedPrice} AS fired_price, ${priceAlerts.firedAt} AS fired_at
    )
    SELECT ${users.email} AS email, claimed.currency, claimed.direction, claimed.level,
      claimed.fired_price AS "firedPrice", claimed.fired_at AS "firedAt"
    FROM claimed JOIN ${users} ON ${users.id} = claimed.user_id
    WHERE claimed.mail
    ORDER BY claimed.fired_at`);
}
