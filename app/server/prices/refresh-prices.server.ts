// One poll of the price sources (the cron warmer runs it every minute, a loader at most once a
// minute when the warmer has fallen behind). A failed or partial poll never erases good data:
// currencies it did not bring keep their last known price and time, and a failed market call
// keeps the last market figures. Prices that are not believable are dropped before anything is
// stored (plausible-prices.ts).
import { CURRENCIES } from "#app/lib/currencies.ts";
import { keepPlausiblePrices, plausibleMarket } from "#app/server/prices/plausible-prices.server.ts";
import { appendPriceHistory, historyRowsFromPoll, type SqlRunner } from "#app/server/prices/price-history.server.ts";
import {
  combinePrices,
  parseCoinbaseRates,
  parseCoinGeckoMarket,
  parseCoinGeckoSimplePrice,
  type PriceTable,
} from "#app/server/prices/price-sources.server.ts";
import {
  readBackoffUntil,
  readPrices,
  writeBackoff,
  writeMarket,
  writePrices,
} from "#app/server/prices/price-store.server.ts";
import { coinGeckoHeaders, getJson, UpstreamError } from "#app/server/prices/upstream-fetch.server.ts";

/** Back off this long after an error without Retry-After. */
const ERROR_BACKOFF_MS = 60_000;

export interface PriceSourcesConfig {
  CACHE: KVNamespace;
  COINGECKO_BASE_URL: string;
  COINBASE_BASE_URL: string;
  COINGECKO_API_KEY?: string;
}

export type RefreshResult =
  | { status: "updated"; currencies: number; prices: PriceTable; errors: string[] }
  | { status: "skipped"; reason: string }
  | { status: "failed"; errors: string[] };

const reasonText = (result: PromiseRejectedResult) =>
  String(result.reason instanceof Error ? result.reason.message : result.reason);

/** Polls the sources; with a database, the poll's prices are appended to the price history. */
export async function refreshPrices(
  config: PriceSourcesConfig,
  now = Date.now(),
  db?: SqlRunner,
): Promise<RefreshResult> {
  const backoffUntil = await readBackoffUntil(config.CACHE);
  if (backoffUntil > now)
    return { status: "skipped", reason: `backing off until ${new Date(backoffUntil).toISOString()}` };

  const base = config.COINGECKO_BASE_URL;
  const headers = coinGeckoHeaders(base, config.COINGECKO_API_KEY);
  const codes = CURRENCIES.map((c) => c.code.toLowerCase()).join(",");
  const [fromCoinGecko, fromCoinbase, market] = await Promise.allSettled([
    getJson(
      `${base}/simple/price?ids=bitcoin&vs_currencies=${codes}&include_24hr_change=true&include_last_updated_at=true`,
      headers,
    ).then((body) => parseCoinGeckoSimplePrice(body, now)),
    getJson(`${config.COINBASE_BASE_URL}/v2/exchange-rates?currency=BTC`).then((body) => parseCoinbaseRates(body, now)),
    getJson(`${base}/coins/markets?vs_currency=usd&ids=bitcoin&sparkline=true`, headers).then((body) =>
      parseCoinGeckoMarket(body, now),
    ),
  ]);
  const errors = [fromCoinGecko, fromCoinbase, market]
    .filter((r): r is PromiseRejectedResult => r.status === "rejected")
    .map(reasonText);
  const previous = await readPrices(config.CACHE);
  const judged = keepPlausiblePrices(
    fromCoinGecko.status === "fulfilled" ? fromCoinGecko.value : {},
    fromCoinbase.status === "fulfilled" ? fromCoinbase.value : {},
    previous?.prices,
    now,
  );
  errors.push(...judged.rejected);
  const fresh: PriceTable = combinePrices(judged.coingecko, judged.coinbase);

  if (fromCoinGecko.status === "rejected") {
    const retryAfter = fromCoinGecko.reason instanceof UpstreamError ? fromCoinGecko.reason.retryAfterMs : null;
    if (retryAfter !== null || Object.keys(fresh).length === 0) {
      await writeBackoff(config.CACHE, now + (retryAfter ?? ERROR_BACKOFF_MS), now);
    }
  }
  if (market.status === "fulfilled" && market.value) {
    const believed = plausibleMarket(market.value, fresh.USD?.value ?? previous?.prices.USD?.value);
    if (believed) await writeMarket(config.CACHE, believed);
    else errors.push(`coingecko: implausible market figures ignored (price ${market.value.price})`);
  }
  if (Object.keys(fresh).length === 0) return { status: "failed", errors };

  await writePrices(config.CACHE, { prices: { ...previous?.prices, ...fresh }, fetchedAt: now });
  if (db) {
    await appendPriceHistory(db, historyRowsFromPoll(fresh)).catch((error) => {
      errors.push(`price history: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return { status: "updated", currencies: Object.keys(fresh).length, prices: fresh, errors };
}
