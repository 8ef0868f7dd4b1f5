// Fills the price history's past from CoinGecko's market_chart, the first time: for each currency
// CoinGecko prices, 90 days of hourly points and then a year of daily ones, one call per warmer
// run so the backfill never crowds out the regular polls. The kuna's past is the euro's at the
// fixed rate. Points far from today's accepted price are not believed (plausible-prices.ts).
import type { Database } from "#app/server/db/client.server.ts";
import { plausibleHistory } from "#app/server/prices/plausible-prices.server.ts";
import { appendPriceHistory, type HistoryRow } from "#app/server/prices/price-history.server.ts";
import {
  coinGeckoCurrenciesInOrder,
  HRK_PER_EUR,
  parseMarketChart,
  type PriceTable,
} from "#app/server/prices/price-sources.server.ts";
import { readBackoffUntil, writeBackoff } from "#app/server/prices/price-store.server.ts";
import type { PriceSourcesConfig } from "#app/server/prices/refresh-prices.server.ts";
import { coinGeckoHeaders, getJson, UpstreamError } from "#app/server/prices/upstream-fetch.server.ts";

const DONE_KEY = "prices:history-backfill";
const STEPS_DAYS = [90, 365] as const;

export type BackfillResult =
  | { status: "filled"; currency: string; days: number; rows: number }
  | { status: "idle" }
  | { status: "failed"; currency: string; days: number; error: string };

export async function backfillHistoryStep(
  config: PriceSourcesConfig,
  db: Database,
  latest: PriceTable,
  now = Date.now(),
): Promise<BackfillResult> {
  if ((await readBackoffUntil(config.CACHE)) > now) return { status: "idle" };
  const done = new Set((await config.CACHE.get<string[]>(DONE_KEY, "json")) ?? []);
  const step = coinGeckoCurrenciesInOrder(latest)
    .flatMap((currency) => STEPS_DAYS.map((days) => ({ currency, days })))
    .find(({ currency, days }) => !done.has(`${currency}:${days}`));
  if (!step) return { status: "idle" };

  const { currency, days } = step;
  const url = `${config.COINGECKO_BASE_URL}/coins/bitcoin/market_chart?vs_currency=${currency.toLowerCase()}&days=${days}`;
  let points: Array<[number, number]>;
  try {
    points = plausibleHistory(
      parseMarketChart(await getJson(url, coinGeckoHeaders(config.COINGECKO_BASE_URL, config.COINGECKO_API_KEY))),
      latest[currency]!.value,
    );
  } catch (error) {
    const upstream = error instanceof UpstreamError ? error : null;
    if (upstream?.retryAfterMs) await writeBackoff(config.CACHE, now + upstream.retryAfterMs, now);
    // A currency CoinGecko will not chart is not asked for again.
    if (upstream?.message.endsWith(" 400")) await markDone(config.CACHE, done, `${currency}:${days}`);
    return { status: "failed", currency, days, error: error instanceof Error ? error.message : String(error) };
  }

  const rows: HistoryRow[] = points.map(([at, price]) => ({ currency, at, price, source: "coingecko-history" }));
  if (currency === "EUR") {
    rows.push(
      ...points.map(([at, price]) => ({ currency: "HRK", at, price: price * HRK_PER_EUR, source: "derived-from-eur" })),
    );
  }
  const inserted = await appendPriceHistory(db, rows);
  await markDone(config.CACHE, done, `${currency}:${days}`);
  return { status: "filled", currency, days, rows: inserted };
}

async function markDone(kv: KVNamespace, done: Set<string>, step: string) {
  done.add(step);
  await kv.put(DONE_KEY, JSON.stringify([...done]));
}
