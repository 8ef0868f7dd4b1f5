// A past day's price of bitcoin: which days may be asked for, and which stored price stands for a
// day. Days are UTC calendar days written as the date input sends them, "2026-11-25".

const DAY_MS = 86_400_000;

export const PRICE_HISTORY_PATH = "/bitcoin-price-history";

/** A day's price of bitcoin in a currency, on the history page or (given its path) the converter. */
export const dayPricePath = (code: string, day: string, path = PRICE_HISTORY_PATH) =>
  `${path}?currency=${code}&date=${day}`;

/** The page's and the converter's words for what a day's price is. */
export const DAY_CLOSE_MEANING =
  "The price on a day is its close in UTC: the last price stored for that day, at or before midnight UTC at its end.";

/** The UTC day of a moment: "2026-11-25". */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC day before the given one. */
export const dayBefore = (day: string) => utcDay(Date.parse(`${day}T00:00:00Z`) - DAY_MS);

export type ParsedDay = { ok: true; day: string | null } | { ok: false; message: string };

/**
 * A day as typed or sent: empty is no day (the live price); anything else must be a real
 * calendar day written YYYY-MM-DD and no later than today in UTC.
 */
export function parsePriceDay(raw: string | null | undefined, now: number): ParsedDay {
  const value = (raw ?? "").trim();
  if (value === "") return { ok: true, day: null };
  const today = utcDay(now);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  // A real day reads back the same: 2026-02-30 would come back as 2026-03-02.
  if (!match || Number(match[1]) < 1970 || utcDay(Date.parse(`${value}T00:00:00Z`) || 0) !== value) {
    return { ok: false, message: `Enter a date as YYYY-MM-DD, for example ${dayBefore(today)}.` };
  }
  if (value > today) return { ok: false, message: `Choose a day no later than today, ${today} (UTC).` };
  return { ok: true, day: value };
}

/**
 * The moments a day's close may come from: from the day's 00:00 UTC to the next day's 00:00 UTC,
 * both included (CoinGecko's daily history stamps each price at 00:00 UTC: the point at the next
 * day's midnight is the day's close).
 */
export function dayCloseBounds(day: string): { from: number; to: number } {
  const from = Date.parse(`${day}T00:00:00Z`);
  return { from, to: from + DAY_MS };
}

/**
 * A day's close: of the stored prices, the latest at or before the next day's 00:00 UTC, if it is
 * not before the day's own 00:00 UTC. Null when the history has no price in that span.
 */
export function pickDayClose<Row extends { at: number }>(rows: readonly Row[], day: string): Row | null {
  const { from, to } = dayCloseBounds(day);
  let close: Row | null = null;
  for (const row of rows) {
    if (row.at >= from && row.at <= to && (close === null || row.at > close.at)) close = row;
  }
  return close;
}

/**
 * The first and last days a currency's stored prices give a close for (pickDayClose): a price at
 * exactly 00:00 UTC is the close of the day before it too.
 */
export function coveredDays(firstAt: number, lastAt: number): { firstDay: string; lastDay: string } {
  return { firstDay: utcDay(firstAt % DAY_MS === 0 ? firstAt - DAY_MS : firstAt), lastDay: utcDay(lastAt) };
}

/** Where a stored price came from, as the history names it, in words. */
export function historySourceLabel(source: string): string {
  switch (source) {
    case "coingecko":
      return "CoinGecko";
    case "coingecko-history":
      return "CoinGecko's market history";
    case "coinbase":
      return "Coinbase";
    case "derived-from-eur":
      return "derived from the euro's price at the fixed 7.5345 kuna per euro";
    default:
      return source;
  }
}
