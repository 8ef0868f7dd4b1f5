// The ETF table's figures: the price change text and its colour, and the
// AUM recomputed from the built-in figure and the day's change.
import { NO_QUOTE_TEXT } from "#app/lib/etf-table.ts";

/** '+1.23%' or '-0.50%': two decimals, an explicit plus sign when not negative. */
export function formatPriceChange(percent: number): string {
  return `${percent >= 0 ? "+" : ""}${percent.toFixed(2)}%`;
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
