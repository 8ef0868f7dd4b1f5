// The price the other way round: how many sats one unit of a currency buys ("1 EUR = 1,633 sats").
// Ten sats or more are shown whole; fewer keep two significant digits, trailing zero included, so a
// won (about 1.1 sats) or a rupiah (about 0.092 sats) still shows what it buys rather than "1 sat"
// or "0 sats", and 0.80 reads as precise as 0.92.
import { EN_US_STYLE, type NumberStyle } from "#app/lib/number-style.ts";
import { SATS_PER_BTC } from "#app/lib/price-amounts.ts";

const WHOLE_FROM = 10;

/** Sats per unit of the currency at this bitcoin price; null without a usable price. */
export function satsPerUnit(btcPrice: number | null): number | null {
  if (btcPrice === null || !Number.isFinite(btcPrice) || btcPrice <= 0) return null;
  return SATS_PER_BTC / btcPrice;
}

/** "1,633 sats", "1.1 sats", "0.80 sats", "0.092 sats" (in en-US; a price page writes its locale's digits). */
export function formatSats(sats: number, style: NumberStyle = EN_US_STYLE): string {
  const text = sats >= WHOLE_FROM ? style.number(Math.round(sats)) : style.twoSignificantDigits(sats);
  return `${text} sats`;
}

/** "1 EUR = 1,633 sats", or null without a price. */
export function satsPerUnitLine(btcPrice: number | null, code: string, style?: NumberStyle): string | null {
  const sats = satsPerUnit(btcPrice);
  return sats === null ? null : `1 ${code} = ${formatSats(sats, style)}`;
}
