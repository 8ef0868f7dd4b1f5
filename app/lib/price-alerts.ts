// Price alerts: a signed-in user asks to be mailed once when bitcoin's price in one of the 50
// currencies is at or above, or at or below, a level. What the form may send, how a level is read,
// and when an alert fires. The page and the server share this; the zod rules are in
// price-alert-rules.ts.
import { CURRENCIES, PRICE_PAGES, pricePagePath } from "#app/lib/currencies.ts";
import { dateInWords } from "#app/lib/date-in-words.ts";
import type { FormFailure } from "#app/lib/form-result.ts";
import { fiatDigits } from "#app/lib/price-amounts.ts";

export const ALERT_DIRECTIONS = ["above", "below"] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

/** How many alerts one user may keep, armed or resting. */
export const MAX_ALERTS_PER_USER = 10;

/** A level further than this factor above the current price is a typo, not an alert. */
export const MAX_LEVEL_FACTOR = 100;
/** Without a current price, no level above this is believed (1 BTC is about 1.7e9 VND). */
export const MAX_LEVEL = 1e13;

export const ALERT_INTENTS = {
  create: "price-alert",
  remove: "price-alert-delete",
  rearm: "price-alert-rearm",
} as const;

export const ALERT_FIELDS = ["currency", "direction", "level"] as const;
export type AlertField = (typeof ALERT_FIELDS)[number];

/** The alert form refused: the profile shows it again with what was typed. */
export type PriceAlertFailure = FormFailure<AlertField> & { intent: typeof ALERT_INTENTS.create };

export const ALERT_LIMIT_MESSAGE = `You have ${MAX_ALERTS_PER_USER} alerts, the most you can keep. Delete one to set another.`;

export const isAlertCurrency = (code: string) => CURRENCIES.some((currency) => currency.code === code);

/** Whether a price fires the alert: "above" at or above the level, "below" at or below it. */
export const alertCrossed = (direction: AlertDirection, level: number, price: number) =>
  direction === "above" ? price >= level : price <= level;

export type ParsedLevel = { ok: true; value: number } | { ok: false; message: string };

/**
 * The level as typed: "65000", "65,000" or "65000.50" (no more decimals than the currency has).
 * Refuses anything else, zero, negatives, and a level more than MAX_LEVEL_FACTOR times the
 * current price (or above MAX_LEVEL when there is none).
 */
export function parseAlertLevel(raw: string, currency: string, price: number | null): ParsedLevel {
  const text = raw.trim();
  if (text === "") return { ok: false, message: "Enter a price." };
  if (/^-\s*[\d.,]/.test(text)) return { ok: false, message: "Enter a price above zero." };
  if (!/^(\d{1,3}(,\d{3})+|\d{1,16})(\.\d+)?$/.test(text))
    return { ok: false, message: "Enter the price using digits and at most one decimal point, like 65000." };
  const [, decimals = ""] = text.split(".");
  const digits = isAlertCurrency(currency) ? fiatDigits(currency) : 2;
  if (decimals.length > digits)
    return {
      ok: false,
      message: digits === 0 ? `${currency} prices are whole numbers.` : `Use at most ${digits} decimals.`,
    };
  const value = Number(text.replace(/,/g, ""));
  if (!(value > 0)) return { ok: false, message: "Enter a price above zero." };
  const ceiling = price ? price * MAX_LEVEL_FACTOR : MAX_LEVEL;
  if (value > ceiling)
    return {
      ok: false,
      message: price
        ? `That is more than ${MAX_LEVEL_FACTOR} times the current price. Check the number of digits.`
        : "That price is too large. Check the number of digits.",
    };
  return { ok: true, value };
}

/** Where the currency's price is shown: its own page, or the converter set to it. */
export function alertPricePath(code: string): string {
  const page = PRICE_PAGES.find((p) => p.code === code);
  return page ? pricePagePath(page) : `/bitcoin-currency-conversion-calculator?currency=${code}`;
}

/** A moment as the alerts tell it: "November 26, 2026, 09:31 UTC". */
export const alertTimeText = (value: string | Date) => {
  const moment = new Date(value);
  const hhmm = moment.toISOString().slice(11, 16);
  return `${dateInWords(moment)}, ${hhmm} UTC`;
};
