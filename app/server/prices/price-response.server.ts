// Our own price API's answer for one currency: what browsers read instead of any third party.
import type { CurrencyPrice, MarketSnapshot } from "#app/server/prices/price-sources.server.ts";

/** A price older than this is marked stale (the warmer runs every minute). */
export const STALE_AFTER_MS = 5 * 60_000;

export interface PriceAnswer {
  code: string;
  price: number | null;
  change24h: number | null;
  /** ISO time of the price, as its source gives it. */
  updatedAt: string | null;
  source: CurrencyPrice["source"] | null;
  stale: boolean;
}

export function priceAnswer(code: string, price: CurrencyPrice | undefined, now: number): PriceAnswer {
  if (!price) return { code, price: null, change24h: null, updatedAt: null, source: null, stale: true };
  return {
    code,
    price: price.value,
    change24h: price.change24h,
    updatedAt: new Date(price.updatedAt).toISOString(),
    source: price.source,
    stale: now - price.updatedAt > STALE_AFTER_MS,
  };
}

/** GET /api/market's answer; market is null until a poll has brought figures. */
export type MarketAnswer =
  | { market: Omit<MarketSnapshot, "updatedAt"> & { updatedAt: string; maxSupply: number }; stale: boolean }
  | { market: null; stale: true };

/** Bitcoin's fixed maximum supply, shown on the home card. */
export const MAX_SUPPLY_BTC = 21_000_000;

/**
 * The card's 7-day line is 300 units wide: a point every two hours of CoinGecko's hourly ones,
 * the first and the latest kept, draws the same line at half the weight on the page and in its data.
 */
export function sparklineForCard(hourly: readonly number[]): number[] {
  return hourly.filter((_, hour) => hour % 2 === 0 || hour === hourly.length - 1);
}

export function marketAnswer(market: MarketSnapshot | null, now: number): MarketAnswer {
  if (!market) return { market: null, stale: true };
  return {
    market: {
      ...market,
      sparkline: sparklineForCard(market.sparkline),
      updatedAt: new Date(market.updatedAt).toISOString(),
      maxSupply: MAX_SUPPLY_BTC,
    },
    stale: now - market.updatedAt > STALE_AFTER_MS,
  };
}
