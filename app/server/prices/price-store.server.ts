// The latest prices and the home card's market figures live in KV; the cron warmer writes them,
// loaders read them.
import type { MarketSnapshot, PriceTable } from "#app/server/prices/price-sources.server.ts";

const LATEST_KEY = "prices:latest";
const MARKET_KEY = "prices:market";
const BACKOFF_KEY = "prices:backoff";

export interface StoredPrices {
  prices: PriceTable;
  /** When a poll last brought fresh data (ms since the epoch). */
  fetchedAt: number;
}

export async function readPrices(kv: KVNamespace): Promise<StoredPrices | null> {
  return kv.get<StoredPrices>(LATEST_KEY, "json");
}

export async function writePrices(kv: KVNamespace, stored: StoredPrices): Promise<void> {
  await kv.put(LATEST_KEY, JSON.stringify(stored));
}

export async function readMarket(kv: KVNamespace): Promise<MarketSnapshot | null> {
  return kv.get<MarketSnapshot>(MARKET_KEY, "json");
}

export async function writeMarket(kv: KVNamespace, market: MarketSnapshot): Promise<void> {
  await kv.put(MARKET_KEY, JSON.stringify(market));
}

/** Until when the upstreams asked us to wait (Retry-After), or 0. */
export async function readBackoffUntil(kv: KVNamespace): Promise<number> {
  return (await kv.get<{ until: number }>(BACKOFF_KEY, "json"))?.until ?? 0;
}

export async function writeBackoff(kv: KVNamespace, until: number, now: number): Promise<void> {
  // KV needs at least 60 s to expire an entry.
  const ttl = Math.max(60, Math.ceil((until - now) / 1000));
  await kv.put(BACKOFF_KEY, JSON.stringify({ until }), { expirationTtl: ttl });
}
