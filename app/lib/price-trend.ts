// The price's change over 24 hours, 7 days, 30 days and a year, and its distance from the all-time
// high: the arithmetic, shared by the server (which reads the past prices) and the cards.
import { EN_US_STYLE, type NumberStyle } from "#app/lib/number-style.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Each span, and how far from "now minus the span" a stored price may lie and still stand for it:
 * the history keeps every minute for two days, hourly rows after that and daily ones from the
 * backfill beyond 90 days.
 */
export const CHANGE_SPANS = [
  { key: "24h", label: "24 hours", ms: DAY, toleranceMs: HOUR },
  { key: "7d", label: "7 days", ms: 7 * DAY, toleranceMs: 3 * HOUR },
  { key: "30d", label: "30 days", ms: 30 * DAY, toleranceMs: 12 * HOUR },
  { key: "1y", label: "1 year", ms: 365 * DAY, toleranceMs: 2 * DAY },
] as const;

export type ChangeSpan = (typeof CHANGE_SPANS)[number]["key"];

export const NOT_KNOWN = "not known";

/** Percent from `then` to `now`; null when either is missing. */
export function percentChange(now: number | null, then: number | null): number | null {
  if (now === null || then === null || !(then > 0) || !Number.isFinite(now)) return null;
  return ((now - then) / then) * 100;
}

/** "+2.50%", "-1.23%" (with a minus sign), or "not known". */
export function formatChange(percent: number | null, style: NumberStyle = EN_US_STYLE): string {
  if (percent === null || !Number.isFinite(percent)) return NOT_KNOWN;
  const rounded = Math.round(percent * 100) / 100;
  const sign = rounded > 0 ? "+" : rounded < 0 ? "\u2212" : "";
  return `${sign}${style.percent(Math.abs(rounded), 2)}`;
}

export interface PricePoint {
  price: number;
  /** ms since the epoch */
  at: number;
}

export type HighSource = "coingecko" | "history";

export interface AllTimeHigh extends PricePoint {
  source: HighSource;
  /** How far the current price is below it, in percent (0 at a new high); null without a price. */
  belowPercent: number | null;
}

/**
 * The all-time high: CoinGecko's figure, raised to the stored history's maximum or the current
 * price when either is higher. The stored history reaches back a year at most, so without
 * CoinGecko's figure the high is not known: the highest price of a short window is not the
 * all-time high, and a first price is not a new one.
 */
export function allTimeHigh(
  fromSource: PricePoint | null,
  fromHistory: PricePoint | null,
  current: PricePoint | null,
): AllTimeHigh | null {
  if (!fromSource || fromSource.price <= 0) return null;
  let best: AllTimeHigh = { ...fromSource, source: "coingecko", belowPercent: null };
  for (const point of [fromHistory, current]) {
    if (point && point.price > best.price) best = { ...point, source: "history", belowPercent: null };
  }
  best.belowPercent = current ? Math.max(0, ((best.price - current.price) / best.price) * 100) : null;
  return best;
}

/** "12.3% below", "at the all-time high", or "not known". */
export function formatBelowHigh(belowPercent: number | null, style: NumberStyle = EN_US_STYLE): string {
  if (belowPercent === null) return NOT_KNOWN;
  if (belowPercent < 0.05) return "at the all-time high";
  return `${style.percent(belowPercent, 1)} below`;
}
