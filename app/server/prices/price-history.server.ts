// Bitcoin's price history in Postgres: every poll appends, old rows thin out to one an hour, and
// charts read it in buckets so a year is a few hundred points.
import { sql } from "drizzle-orm";
import { CHART_RANGES, type ChartPoint, type ChartRange, wholeHistoryBucketMinutes } from "#app/lib/price-chart.ts";
import type { PricePoint } from "#app/lib/price-trend.ts";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#app/server/db/client.server.ts";
import { bare } from "#app/server/db/raw-rows.server.ts";
import { priceHistory } from "#app/server/db/schema.server.ts";
import type { PriceTable } from "#app/server/prices/price-sources.server.ts";

export interface HistoryRow {
  currency: string;
  /** ms since the epoch */
  at: number;
  price: number;
  source: string;
}

/** The database, or a transaction on it. */
export type SqlRunner = Pick<Database, "execute">;

/** Inserts rows in one statement; a row already stored for the same currency and time is kept. */
export async function appendPriceHistory(db: SqlRunner, rows: readonly HistoryRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const { currency, at, price, source } = priceHistory;
  const inserted = await db.execute(sql`
    INSERT INTO ${priceHistory} (${bare(currency)}, ${bare(at)}, ${bare(price)}, ${bare(source)})
    SELECT r.currency, to_timestamp(r.at / 1000.0), r.price, r.source
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(currency text, at float8, price float8, source text)
    ON CONFLICT (${bare(currency)}, ${bare(at)}) DO NOTHING
    RETURNING 1`);
  return inserted.length;
}

/** One row per currency at the time its source gives for the price. */
export function historyRowsFromPoll(prices: PriceTable): HistoryRow[] {
  return Object.entries(prices).map(([currency, p]) => ({
    currency,
    at: p.updatedAt,
    price: p.value,
    source: p.source,
  }));
}

/** Other rows of the same currency, for the thinning's comparisons. */
const earlier = alias(priceHistory, "q");
const later = alias(priceHistory, "l");

/**
 * Keeps every row of the last two days and, before that, the first row of each hour and the last
 * row of each UTC day (the day's close, price-day.ts), so every day keeps its price.
 */
export async function thinPriceHistory(db: Database): Promise<number> {
  const deleted = await db.execute(sql`
    DELETE FROM ${priceHistory}
    WHERE ${priceHistory.at} < now() - interval '2 days'
      AND EXISTS (
        SELECT 1 FROM ${priceHistory} ${earlier}
        WHERE ${earlier.currency} = ${priceHistory.currency}
          AND ${earlier.at} >= date_trunc('hour', ${priceHistory.at})
          AND ${earlier.at} < ${priceHistory.at}
      )
      AND EXISTS (
        SELECT 1 FROM ${priceHistory} ${later}
        WHERE ${later.currency} = ${priceHistory.currency}
          AND ${later.at} > ${priceHistory.at}
          AND ${later.at} < date_trunc('day', ${priceHistory.at}, 'UTC') + interval '1 day'
      )
    RETURNING 1`);
  return deleted.length;
}

/** The chart's points for one currency and range: the average price of each bucket, oldest first. */
export async function readPriceChart(db: Database, currency: string, range: ChartRange, now = Date.now()) {
  const { spanHours, bucketMinutes } = CHART_RANGES[range];
  return readBuckets(db, currency, bucketMinutes, now - spanHours * 3_600_000);
}

/** The average price of each bucket of `bucketMinutes` from `since` (ms) on, oldest first. */
async function readBuckets(db: Database, currency: string, bucketMinutes: number, since: number) {
  const rows = await db.execute<{ t: number; p: number }>(sql`
    SELECT (extract(epoch FROM date_bin(make_interval(mins => ${bucketMinutes}), ${priceHistory.at}, timestamptz '2000-01-01')) * 1000)::float8 AS t,
           avg(${priceHistory.price})::float8 AS p
    FROM ${priceHistory}
    WHERE ${priceHistory.currency} = ${currency} AND ${priceHistory.at} >= ${new Date(since).toISOString()}::timestamptz
    GROUP BY 1
    ORDER BY 1`);
  return rows.map((r): ChartPoint => [Number(r.t), Number(r.p)]);
}

/**
 * For each target time, the stored price closest to it within its tolerance, or null: what a
 * change over a span compares with. One statement, one indexed lookup per target.
 */
export async function readPricesNear(
  db: SqlRunner,
  currency: string,
  targets: ReadonlyArray<{ at: number; toleranceMs: number }>,
): Promise<Array<number | null>> {
  if (targets.length === 0) return [];
  const { price, at } = priceHistory;
  const wanted = targets.map((t, i) => ({ i, at: t.at, lo: t.at - t.toleranceMs, hi: t.at + t.toleranceMs }));
  const rows = await db.execute<{ i: number; p: number | null }>(sql`
    SELECT w.i, (
      SELECT ${price} FROM ${priceHistory}
      WHERE ${priceHistory.currency} = ${currency}
        AND ${at} BETWEEN to_timestamp(w.lo / 1000.0) AND to_timestamp(w.hi / 1000.0)
      ORDER BY abs(extract(epoch FROM ${at} - to_timestamp(w.at / 1000.0)))
      LIMIT 1
    )::float8 AS p
    FROM json_to_recordset(${JSON.stringify(wanted)}::json) AS w(i int, at float8, lo float8, hi float8)
    ORDER BY w.i`);
  return rows.map((r) => (r.p === null ? null : Number(r.p)));
}

/** The highest price stored for a currency, with its time (the earliest, if reached twice). */
export async function readHighestPrice(db: SqlRunner, currency: string): Promise<PricePoint | null> {
  const [row] = await db.execute<{ p: number; t: number }>(sql`
    SELECT ${priceHistory.price}::float8 AS p, (extract(epoch FROM ${priceHistory.at}) * 1000)::float8 AS t
    FROM ${priceHistory}
    WHERE ${priceHistory.currency} = ${currency}
    ORDER BY ${priceHistory.price} DESC, ${priceHistory.at}
    LIMIT 1`);
  return row ? { price: Number(row.p), at: Number(row.t) } : null;
}

/** The chart of everything stored for a currency, in buckets that keep it to a few hundred points. */
export async function readWholePriceChart(db: Database, currency: string, now = Date.now()): Promise<ChartPoint[]> {
  const [oldest] = await db.execute<{ t: number | null }>(sql`
    SELECT (extract(epoch FROM min(${priceHistory.at})) * 1000)::float8 AS t
    FROM ${priceHistory} WHERE ${priceHistory.currency} = ${currency}`);
  if (oldest?.t === null || oldest?.t === undefined) return [];
  const since = Number(oldest.t);
  return readBuckets(db, currency, wholeHistoryBucketMinutes(since, now), since);
}
