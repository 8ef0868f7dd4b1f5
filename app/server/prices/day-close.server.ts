// One past day's price of bitcoin in one currency, read from the price history (the day's close,
// price-day.ts), with the span of days the history covers for that currency, so a day outside it
// can say what there is.
import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import { coveredDays, dayCloseBounds, parsePriceDay, pickDayClose } from "#app/lib/price-day.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { priceHistory } from "#app/server/db/schema.server.ts";

export interface DayClose {
  /** ISO time of the stored price. */
  at: string;
  price: number;
  /** As the history row names it: coingecko, coingecko-history, coinbase or derived-from-eur. */
  source: string;
}

export interface HistorySpan {
  /** The first and last UTC days with a close in the history. */
  firstDay: string;
  lastDay: string;
  /** The oldest row came from this site's own polls of Coinbase: CoinGecko has no history for the currency. */
  startsWithOwnPolls: boolean;
}

export interface DayPrice {
  code: string;
  day: string;
  /** False for today (UTC): its close is still to come, and the price is the latest so far. */
  dayIsOver: boolean;
  close: DayClose | null;
  /** Null when nothing at all is stored for the currency. */
  span: HistorySpan | null;
}

export async function readDayPrice(db: Database, code: string, day: string, now = Date.now()): Promise<DayPrice> {
  const { to } = dayCloseBounds(day);
  const row = { at: priceHistory.at, price: priceHistory.price, source: priceHistory.source };
  const ofCurrency = eq(priceHistory.currency, code);
  const [latestByEnd, [first], [last]] = await Promise.all([
    db
      .select(row)
      .from(priceHistory)
      .where(and(ofCurrency, lte(priceHistory.at, new Date(to))))
      .orderBy(desc(priceHistory.at))
      .limit(1),
    db.select(row).from(priceHistory).where(ofCurrency).orderBy(asc(priceHistory.at)).limit(1),
    db.select(row).from(priceHistory).where(ofCurrency).orderBy(desc(priceHistory.at)).limit(1),
  ]);
  const close = pickDayClose(
    latestByEnd.map((r) => ({ ...r, at: r.at.getTime() })),
    day,
  );
  return {
    code,
    day,
    dayIsOver: now >= to,
    close: close ? { at: new Date(close.at).toISOString(), price: close.price, source: close.source } : null,
    span:
      first && last
        ? {
            ...coveredDays(first.at.getTime(), last.at.getTime()),
            startsWithOwnPolls: first.source === "coinbase",
          }
        : null,
  };
}

/** A day as the visitor sent it, its field message when it is not one, and its price when it is. */
export interface DayPriceLookup {
  /** What was typed, shown back in the field. */
  raw: string;
  error: string | null;
  price: DayPrice | null;
}

/** Null when no day was asked for (the live price). */
export async function lookUpDayPrice(
  db: Database,
  code: string,
  rawDay: string | null,
  now = Date.now(),
): Promise<DayPriceLookup | null> {
  const raw = (rawDay ?? "").slice(0, 40);
  const parsed = parsePriceDay(raw, now);
  if (!parsed.ok) return { raw, error: parsed.message, price: null };
  if (parsed.day === null) return null;
  return { raw, error: null, price: await readDayPrice(db, code, parsed.day, now) };
}

/**
 * The closes of several days in one currency (pickDayClose's rule, in SQL), by day; a day the
 * history does not reach is left out.
 */
export async function readDayCloses(db: Pick<Database, "execute">, code: string, days: readonly string[]) {
  const closes = new Map<string, number>();
  if (days.length === 0) return closes;
  const rows = await db.execute<{ day: string; price: number | null }>(sql`
    SELECT d.day::text AS day,
      (SELECT ${priceHistory.price} FROM ${priceHistory}
        WHERE ${priceHistory.currency} = ${code}
          AND ${priceHistory.at} >= (d.day::timestamp AT TIME ZONE 'UTC')
          AND ${priceHistory.at} <= ((d.day + 1)::timestamp AT TIME ZONE 'UTC')
        ORDER BY ${priceHistory.at} DESC LIMIT 1)::float8 AS price
    FROM unnest(${`{${[...new Set(days)].join(",")}}`}::date[]) AS d(day)`);
  for (const row of rows) if (row.price !== null) closes.set(row.day, Number(row.price));
  return closes;
}
