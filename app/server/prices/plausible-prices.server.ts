// Which polled prices are believable. A source that priced bitcoin at 1e30 once reached the page
// and the price history; a price now has to pass two checks before it is shown or stored:
// - sanity: bitcoin between $100 and $100 million, and any other currency's price at a plausible
//   exchange rate to the dollar price of the same poll (or the last accepted one);
// - agreement: within half either way of a reference, which is the currency's last accepted price
//   or the other source's sane price for it. With no reference at all (a first poll that only one
//   source prices), sanity alone decides.
// A large genuine move is not locked out: both sources agreeing on the new level is enough, and a
// last accepted price older than a day stops being a reference.
import type { MarketSnapshot, PriceSource, PriceTable } from "#app/server/prices/price-sources.server.ts";

/** How far from a reference a price may be: half of it, either way. */
export const PLAUSIBLE_BAND = 0.5;
/** After this long, a currency's last accepted price no longer holds a new one back. */
export const REFERENCE_MAX_AGE_MS = 24 * 3_600_000;
/** Bitcoin in US dollars. */
const USD_RANGE = [100, 100_000_000] as const;
/** Units of a currency per US dollar: the Kuwaiti dinar is about 0.3, the Vietnamese dong 26,000. */
const PER_DOLLAR_RANGE = [0.01, 10_000_000] as const;
/** History points further than this factor from today's price are not believed. */
const HISTORY_FACTOR = 10;

export interface JudgedPrices {
  coingecko: PriceTable;
  coinbase: PriceTable;
  /** One line per source that had prices ignored, for the log. */
  rejected: string[];
}

const within = (value: number, reference: number) => Math.abs(value - reference) <= PLAUSIBLE_BAND * reference;
const between = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

/** Keeps the believable prices of each source; `previous` holds the last accepted ones. */
export function keepPlausiblePrices(
  coingecko: PriceTable,
  coinbase: PriceTable,
  previous: PriceTable | undefined,
  now: number,
): JudgedPrices {
  const reference = (code: string) => {
    const last = previous?.[code];
    return last && now - last.updatedAt <= REFERENCE_MAX_AGE_MS ? last.value : undefined;
  };
  const kept = { coingecko: {} as PriceTable, coinbase: {} as PriceTable };
  const ignored = { coingecko: [] as string[], coinbase: [] as string[] };

  const judge = (code: string, dollar: number | undefined) => {
    const sane = (value: number | undefined) =>
      value !== undefined &&
      (code === "USD" ? between(value, USD_RANGE) : dollar !== undefined && between(value / dollar, PER_DOLLAR_RANGE));
    const offers = { coingecko: coingecko[code], coinbase: coinbase[code] };
    for (const [source, other] of [
      ["coingecko", "coinbase"],
      ["coinbase", "coingecko"],
    ] as const) {
      const offer = offers[source];
      if (!offer) continue;
      const otherValue = offers[other]?.value;
      const references = [reference(code), sane(otherValue) ? otherValue : undefined].filter(
        (value): value is number => value !== undefined,
      );
      const believable =
        sane(offer.value) && (references.length === 0 || references.some((r) => within(offer.value, r)));
      if (believable) kept[source][code] = offer;
      else ignored[source].push(`${code} ${offer.value}`);
    }
  };

  judge("USD", undefined);
  const dollar = kept.coingecko.USD?.value ?? kept.coinbase.USD?.value ?? reference("USD");
  const codes = new Set([...Object.keys(coingecko), ...Object.keys(coinbase)]);
  codes.delete("USD");
  for (const code of codes) judge(code, dollar);

  const rejected = (Object.keys(ignored) as Array<Extract<PriceSource, "coingecko" | "coinbase">>)
    .filter((source) => ignored[source].length > 0)
    .map((source) => `${source}: implausible prices ignored (${abbreviated(ignored[source])})`);
  return { ...kept, rejected };
}

const abbreviated = (items: string[]) =>
  items.length <= 3 ? items.join(", ") : `${items.slice(0, 3).join(", ")} and ${items.length - 3} more`;

/** The home card's figures are kept only when their price agrees with the poll's dollar price. */
export function plausibleMarket(market: MarketSnapshot | null, dollarPrice: number | undefined): MarketSnapshot | null {
  if (!market || market.price === null || dollarPrice === undefined) return null;
  if (!within(market.price, dollarPrice)) return null;
  return { ...market, sparkline: market.sparkline.filter((point) => within(point, dollarPrice)) };
}

/** A chart of the past is believed point by point, against today's accepted price. */
export function plausibleHistory(points: Array<[number, number]>, currentPrice: number): Array<[number, number]> {
  return points.filter(([, price]) => price <= currentPrice * HISTORY_FACTOR && price >= currentPrice / HISTORY_FACTOR);
}
