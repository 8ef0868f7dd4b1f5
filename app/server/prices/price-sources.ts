// Parsers for the two price sources (../shared/UPSTREAMS.md) and the rule that combines them into
// one price for each of the 50 currencies. Both parsers are tolerant: an odd field drops that
// currency, never the whole answer.
import { CURRENCIES } from "~/lib/currencies";

/** The retired Croatian kuna: fixed at 7.5345 per euro when Croatia joined the euro. */
export const HRK_PER_EUR = 7.5345;

export type PriceSource = "coingecko" | "coinbase" | "derived-from-eur";

export interface CurrencyPrice {
  value: number;
  /** Percent over 24 hours; null when the source has none. */
  change24h: number | null;
  /** When the source says the price was last updated (ms since the epoch). */
  updatedAt: number;
  source: PriceSource;
}

export type PriceTable = Record<string, CurrencyPrice>;

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** CoinGecko simple/price: {"bitcoin":{"usd":67187.33,"usd_24h_change":3.6,"last_updated_at":1711356300}}. */
export function parseCoinGeckoSimplePrice(body: unknown, now: number): PriceTable {
  const bitcoin = (body as { bitcoin?: Record<string, unknown> } | null)?.bitcoin;
  if (!bitcoin || typeof bitcoin !== "object") return {};
  const updatedAt = isNumber(bitcoin.last_updated_at) ? bitcoin.last_updated_at * 1000 : now;
  const table: PriceTable = {};
  for (const { code } of CURRENCIES) {
    const key = code.toLowerCase();
    const value = bitcoin[key];
    if (!isNumber(value) || value <= 0) continue;
    const change = bitcoin[`${key}_24h_change`];
    table[code] = { value, change24h: isNumber(change) ? change : null, updatedAt, source: "coingecko" };
  }
  return table;
}

/** Coinbase exchange-rates?currency=BTC: {"data":{"currency":"BTC","rates":{"USD":"67187.33",...}}}. */
export function parseCoinbaseRates(body: unknown, now: number): PriceTable {
  const data = (body as { data?: { currency?: unknown; rates?: Record<string, unknown> } } | null)?.data;
  if (!data || data.currency !== "BTC" || !data.rates || typeof data.rates !== "object") return {};
  const table: PriceTable = {};
  for (const { code } of CURRENCIES) {
    const raw = data.rates[code];
    const value = typeof raw === "string" && /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isFinite(value) || value <= 0) continue;
    table[code] = { value, change24h: null, updatedAt: now, source: "coinbase" };
  }
  return table;
}

/**
 * CoinGecko first; Coinbase fills what CoinGecko lacks (its 24h change then unknown); HRK is the
 * euro price at the fixed rate. A currency no source prices is left out.
 */
export function combinePrices(coingecko: PriceTable, coinbase: PriceTable): PriceTable {
  const table: PriceTable = { ...coinbase, ...coingecko };
  const euro = table.EUR;
  if (euro) {
    table.HRK = {
      value: euro.value * HRK_PER_EUR,
      change24h: euro.change24h,
      updatedAt: euro.updatedAt,
      source: "derived-from-eur",
    };
  }
  return table;
}
