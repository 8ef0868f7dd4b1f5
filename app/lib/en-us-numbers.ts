// Numbers as Intl.NumberFormat("en-US") writes them, without Intl. The first Intl object a page
// makes costs the browser 35–70 ms on this site's test machine (the ICU library's start-up, before
// any slowdown), a long task on a phone while the page hydrates; the formats pages show while they
// hydrate (the home page's market card, sats per unit) are simple enough to write here, and the
// server writes the same text with the same code. Each function matches its Intl format exactly:
// test/unit/lib/en-us-numbers.test.ts compares them on random and edge values.

/** A number's decimal digits (no sign, no point) and where its point falls: 12.5 is "125", 2. */
interface Decimal {
  digits: string;
  point: number;
}

/**
 * The shortest decimal that reads back as `value` (what Intl rounds, rather than the binary value:
 * 1.005 is "1005", 1, and rounds to 1.01 as Intl's does).
 */
function decimalOf(value: number): Decimal {
  const [mantissa, exponent = "0"] = Math.abs(value).toString().split("e");
  const [whole, fraction = ""] = mantissa!.split(".");
  const digits = `${whole}${fraction}`;
  return { digits, point: whole!.length + Number(exponent) };
}

/** Adds one to a string of digits: "0999" is "1000", "99" is "100". */
function increment(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === "9") index--;
  if (index < 0) return `1${"0".repeat(digits.length)}`;
  return `${digits.slice(0, index)}${Number(digits[index]) + 1}${"0".repeat(digits.length - index - 1)}`;
}

/** Rounds half away from zero (Intl's "halfExpand") to `fractionDigits` places. */
function rounded({ digits, point }: Decimal, fractionDigits: number): { whole: string; fraction: string } {
  const padded = point <= 0 ? `${"0".repeat(1 - point)}${digits}` : digits;
  const at = Math.max(point, 1);
  const kept = padded.slice(0, at + fractionDigits).padEnd(at + fractionDigits, "0");
  const roundedUp = (padded[at + fractionDigits] ?? "0") >= "5" ? increment(kept) : kept;
  const whole = roundedUp.slice(0, roundedUp.length - fractionDigits).replace(/^0+(?=\d)/, "");
  return { whole, fraction: roundedUp.slice(roundedUp.length - fractionDigits) };
}

/** A fraction as Intl writes it when it needs no minimum of digits: ".5" for "50", nothing for "00". */
const withoutTrailingZeros = (fraction: string) => {
  const shown = fraction.replace(/0+$/, "");
  return shown ? `.${shown}` : "";
};

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ",");

/** Intl writes a minus for every value below zero, -0 and -0.001 rounded to "0" included. */
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? "-" : "");

/** `{ maximumFractionDigits }`: "1,234,568" (0, the default), "12.5" (2), "0.00012345" (8). */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  const { whole, fraction } = rounded(decimalOf(value), maximumFractionDigits);
  return `${sign(value)}${grouped(whole)}${withoutTrailingZeros(fraction)}`;
}

/** `{ style: "currency", currency: "USD" }`: "$67,187.33", "-$0.50"; with 0 fraction digits "$67,187". */
export function formatUsd(value: number, fractionDigits: 0 | 2 = 2): string {
  const { whole, fraction } = rounded(decimalOf(value), fractionDigits);
  return `${sign(value)}$${grouped(whole)}${fraction ? `.${fraction}` : ""}`;
}

const COMPACT_SUFFIXES = ["", "K", "M", "B", "T"];

/**
 * `{ style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 2 }`:
 * "$1.94T", "$45.6B", "$999.99K", "$0"; what rounds up to a thousand of one unit is one of the next
 * ("$1M"), and past trillions the count of trillions grows ("$1500T", "$15,000T").
 */
export function formatCompactUsd(value: number): string {
  const decimal = decimalOf(value);
  const integerDigits = decimal.digits.replace(/^0+/, "") === "" ? 1 : decimal.point;
  let unit = Math.min(COMPACT_SUFFIXES.length - 1, Math.max(0, Math.floor((integerDigits - 1) / 3)));
  let scaled = rounded({ digits: decimal.digits, point: decimal.point - 3 * unit }, 2);
  if (scaled.whole.length > 3 && unit < COMPACT_SUFFIXES.length - 1) {
    unit++;
    scaled = rounded({ digits: decimal.digits, point: decimal.point - 3 * unit }, 2);
  }
  // Compact numbers group their digits from five on ("$1000T", "$15,000T").
  const whole = scaled.whole.length >= 5 ? grouped(scaled.whole) : scaled.whole;
  return `${sign(value)}$${whole}${withoutTrailingZeros(scaled.fraction)}${COMPACT_SUFFIXES[unit]}`;
}

/** `{ minimumSignificantDigits: 2, maximumSignificantDigits: 2 }` from 0 up to 100: "0.092", "0.80", "1.0", "10". */
export function formatTwoSignificantDigits(value: number): string {
  if (value === 0) return "0.0";
  const decimal = decimalOf(value);
  const leadingZeros = decimal.digits.length - decimal.digits.replace(/^0+/, "").length;
  const fractionDigits = Math.max(0, 2 - (decimal.point - leadingZeros));
  const { whole, fraction } = rounded(decimal, fractionDigits);
  // Rounding up can add a digit (0.0995 -> 0.100, 9.96 -> 10.0): the last, a zero, goes.
  const significant = `${whole}${fraction}`.replace(/^0+/, "").length;
  const kept = significant > 2 ? fraction.slice(0, -1) : fraction;
  return `${sign(value)}${grouped(whole)}${kept ? `.${kept}` : ""}`;
}
