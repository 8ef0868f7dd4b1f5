// The ETF table's figures: the price change text and its colour, and the
// AUM recomputed from the stored figure and the day's change, and how stored figures read.
import { NO_QUOTE_TEXT } from "#app/lib/etf-table.ts";
import { dateInWords, monthInWords } from "#app/lib/date-in-words.ts";

/** '+1.23%' or '-0.50%': two decimals, an explicit plus sign when not negative; never '-0.00%'. */
export function formatPriceChange(percent: number): string {
  const fixed = percent.toFixed(2);
  return fixed === "-0.00" ? "+0.00%" : `${percent >= 0 ? "+" : ""}${fixed}%`;
}

/** Alpha Vantage's '10. change percent' ("2.3322%" or "-0.5%") as a number; null when it is not one. */
export function parseChangePercent(raw: unknown): number | null {
  if (typeof raw !== "string") return null;
  const match = /^\s*([+-]?\d+(?:\.\d+)?)%\s*$/.exec(raw);
  return match ? Number(match[1]) : null;
}

/**
 * Red when the text has a minus sign, green otherwise (spec). 'N/A' (absent) and 'API limit
 * reached', which is no change at all, are neutral.
 */
export function priceChangeTone(text: string | null | undefined): "down" | "up" | "none" {
  if (!text || text === NO_QUOTE_TEXT) return "none";
  return text.includes("-") ? "down" : "up";
}

/**
 * Base AUM x (1 + change / 100), with 2 decimals, the original unit and a $ prefix:
 * ('$53 billion', 2) -> '$54.06 billion'. A base it cannot read is returned unchanged.
 */
export function recomputeAum(baseAum: string, percent: number): string {
  const match = /^\$\s*([\d,]+(?:\.\d+)?)\s*(billion|million)$/i.exec(baseAum.trim());
  if (!match) return baseAum;
  const value = Number(match[1]!.replace(/,/g, "")) * (1 + percent / 100);
  return `$${value.toFixed(2)} ${match[2]!.toLowerCase()}`;
}

/** Dollars in one of the AUM's units. */
export const AUM_UNIT_DOLLARS = { million: 1e6, billion: 1e9 } as const;

/** The stored AUM as the table writes it: '$53 billion', '$4.43 billion', '$27.50 million'. */
export function aumText(amount: number, unit: string): string {
  return `$${Number.isInteger(amount) ? String(amount) : amount.toFixed(2)} ${unit}`;
}

/** The stored expense ratio (percent a year) as the table writes it: 0.25 -> '0.25%', 1.5 -> '1.50%'. */
export function expenseRatioText(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/**
 * The "as of" date (yyyy-mm-dd) as the ETF page says it. The figures first came with a month only,
 * stored as its last day, so a month's last day reads as the month ('March 2025'); any other day
 * reads in full ('June 14, 2025').
 */
export function asOfText(asOf: string): string {
  const day = new Date(`${asOf}T00:00:00Z`);
  const next = new Date(day.getTime() + 86_400_000);
  return next.getUTCMonth() !== day.getUTCMonth() ? monthInWords(day) : dateInWords(day);
}

/** True when a quote fetched at `fetchedAt` (ISO) is newer than figures true on `asOf`: a later UTC day. */
export function quoteIsNewer(fetchedAt: string | null, asOf: string | null): boolean {
  if (!fetchedAt) return false;
  return !asOf || fetchedAt.slice(0, 10) > asOf;
}
