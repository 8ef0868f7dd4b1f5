// Bitcoin's closing price in dollars on given UTC days, from the stored price history: the last
// price stored in the day, up to and including the next day's midnight (CoinGecko's daily points sit
// at 00:00 UTC and close the day before). A day the history does not reach is left out.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { priceHistory } from "#app/server/db/schema.server.ts";

export async function readUsdDayCloses(db: Pick<Database, "execute">, days: readonly string[]) {
  const closes = new Map<string, number>();
  if (days.length === 0) return closes;
  const rows = await db.execute<{ day: string; price: number | null }>(sql`
    SELECT d.day::text AS day,
      (SELECT ${priceHistory.price} FROM ${priceHistory}
        WHERE ${priceHistory.currency} = 'USD'
          AND ${priceHistory.at} >= (d.day::timestamp AT TIME ZONE 'UTC')
          AND ${priceHistory.at} <= ((d.day + 1)::timestamp AT TIME ZONE 'UTC')
        ORDER BY ${priceHistory.at} DESC LIMIT 1)::float8 AS price
    FROM unnest(${`{${[...new Set(days)].join(",")}}`}::date[]) AS d(day)`);
  for (const row of rows) if (row.price !== null) closes.set(row.day, Number(row.price));
  return closes;
}
