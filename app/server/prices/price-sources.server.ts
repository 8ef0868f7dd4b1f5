// Parsers for the two price sources (their answers: README, Upstreams) and the rule that combines them into
// one price for each of the 50 currencies. Both parsers are tolerant: an odd field drops that
// currency, never the whole answer.
import { CURRENCIES, MENU_PRICE_PAGES } from "#app/lib/currencies.ts";

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

/** The home card's Bitcoin market figures in USD (CoinGecko coins/markets); any figure may be unknown. */
export interface MarketSnapshot {
  price: number | null;
  change24h: number | null;
  marketCap: number | null;
  totalVolume: number | null;
  circulatingSupply: number | null;
  high24h: number | null;
  low24h: number | null;
  /** Hourly prices over the last 7 days, oldest first. */
  sparkline: number[];
  /** When CoinGecko last updated the figures (ms since the epoch). */
  updatedAt: number;
}

const numberOrNull = (value: unknown): number | null => (isNumber(value) ? value : null);

/** CoinGecko coins/markets?vs_currency=usd&ids=bitcoin&sparkline=true: an array of one object. */
export function parseCoinGeckoMarket(body: unknown, now: number): MarketSnapshot | null {
  const coin = Array.isArray(body) ? (body.find((c) => (c as { id?: unknown })?.id === "bitcoin") as unknown) : null;
  if (!coin || typeof coin !== "object") return null;
  const row = coin as Record<string, unknown>;
  const price = numberOrNull(row.current_price);
  if (price === null || price <= 0) return null;
  const rawSparkline = (row.sparkline_in_7d as { price?: unknown } | null | undefined)?.price;
  const updated = typeof row.last_updated === "string" ? Date.parse(row.last_updated) : Number.NaN;
  return {
    price,
    change24h: numberOrNull(row.price_change_percentage_24h),
    marketCap: numberOrNull(row.market_cap),
    totalVolume: numberOrNull(row.total_volume),
    circulatingSupply: numberOrNull(row.circulating_supply),
    high24h: numberOrNull(row.high_24h),
    low24h: numberOrNull(row.low_24h),
    sparkline: Array.isArray(rawSparkline) ? rawSparkline.filter((p): p is number => isNumber(p) && p > 0) : [],
    updatedAt: Number.isFinite(updated) ? updated : now,
  };
}

/** CoinGecko coins/bitcoin/market_chart: {"prices":[[ms, price], ...], ...}; odd points are dropped. */
export function parseMarketChart(body: unknown): Array<[number, number]> {
  const prices = (body as { prices?: unknown } | null)?.prices;
  if (!Array.isArray(prices)) return [];
  return prices.filter(
    (point): point is [number, number] =>
      Array.isArray(point) && isNumber(point[0]) && isNumber(point[1]) && point[1] > 0,
  );
}

/** The currencies CoinGecko priced in a poll: USD, then the menu's price pages' currencies, then the rest. */
export function coinGeckoCurrenciesInOrder(latest: PriceTable): string[] {
  const fromCoinGecko = Object.keys(latest).filter((code) => latest[code]!.source === "coingecko");
  const first = ["USD", ...MENU_PRICE_PAGES.map((page) => page.code)];
  return [...first.filter((code) => fromCoinGecko.includes(code)), ...fromCoinGecko.filter((c) => !first.includes(c))];
}
