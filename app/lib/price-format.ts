// How prices and 24h changes are shown on price pages, the converter and the home card.
import { PRICE_PAGES } from "#app/lib/currencies.ts";
import { EN_US_STYLE, localeNumberStyle, type NumberStyle } from "#app/lib/number-style.ts";

/**
 * Formatters made so far, by what they format: a NumberFormat costs far more to make than to use,
 * and a page formats the same 50 currencies again and again (the server per render, the browser
 * while it hydrates).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, code: string, maximumFractionDigits?: number): Intl.NumberFormat {
  const key = `${locale} ${code} ${maximumFractionDigits ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const natural = new Intl.NumberFormat(locale, { style: "currency", currency: code });
    // A cap, never more digits than the currency has: a won, a forint or a peso has no decimals.
    formatter =
      maximumFractionDigits === undefined || maximumFractionDigits >= natural.resolvedOptions().maximumFractionDigits!
        ? natural
        : new Intl.NumberFormat(locale, { style: "currency", currency: code, maximumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A price page's price in its currency's locale: "67.187,33 €" for EUR (de-DE). */
export function formatPagePrice(value: number | null, code: string): string {
  if (value === null || !Number.isFinite(value)) return "N/A";
  const locale = PRICE_PAGES.find((page) => page.code === code)?.locale ?? "en-US";
  return currencyFormatter(locale, code).format(value);
}

/** The converter's price: en-US currency format with at most 2 fraction digits. */
export function formatConverterPrice(value: number, code: string): string {
  return currencyFormatter("en-US", code, 2).format(value);
}

export interface ChangeBadge {
  direction: "up" | "down";
  /** The absolute change to 2 decimals with '%', e.g. "3.64%". */
  text: string;
}

/**
 * The 24h badge. On price pages it shows only for a present, non-zero change; on the converter a
 * missing change counts as 0 (and shows). Up (green) when >= 0, down (red) when negative.
 */
export function changeBadge(
  change: number | null | undefined,
  page: "single" | "converter",
  style: NumberStyle = EN_US_STYLE,
): ChangeBadge | null {
  const value = change ?? (page === "converter" ? 0 : null);
  if (value === null || !Number.isFinite(value)) return null;
  if (page === "single" && value === 0) return null;
  return { direction: value >= 0 ? "up" : "down", text: style.percent(Math.abs(value), 2) };
}

/** A price page's numbers, in its currency's locale ("1.633 sats" beside "61.234,75 €"). */
export function pageNumberStyle(code: string): NumberStyle {
  return localeNumberStyle(PRICE_PAGES.find((page) => page.code === code)?.locale ?? "en-US");
}
