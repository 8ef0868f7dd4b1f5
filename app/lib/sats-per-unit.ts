// The price the other way round: how many sats one unit of a currency buys ("1 EUR = 1,633 sats").
// Ten sats or more are shown whole; fewer keep two significant digits, so a won (about 1.1 sats)
// or a rupiah (about 0.092 sats) still shows what it buys rather than "1 sat" or "0 sats".
import { formatTwoSignificantDigits, formatNumber } from "#app/lib/en-us-numbers.ts";
import { SATS_PER_BTC } from "#app/lib/price-amounts.ts";

const WHOLE_FROM = 10;

/** Sats per unit of the currency at this bitcoin price; null without a usable price. */
export function satsPerUnit(btcPrice: number | null): number | null {
  if (btcPrice === null || !Number.isFinite(btcPrice) || btcPrice <= 0) return null;
  return SATS_PER_BTC / btcPrice;
}

/** "1,633 sats", "1.1 sats", "0.092 sats", "1 sat". */
export function formatSats(sats: number): string {
  const text = sats >= WHOLE_FROM ? formatNumber(Math.round(sats)) : formatTwoSignificantDigits(sats);
  return `${text} ${text === "1" ? "sat" : "sats"}`;
}

/** "1 EUR = 1,633 sats", or null without a price. */
export function satsPerUnitLine(btcPrice: number | null, code: string): string | null {
  const sats = satsPerUnit(btcPrice);
  return sats === null ? null : `1 ${code} = ${formatSats(sats)}`;
}
