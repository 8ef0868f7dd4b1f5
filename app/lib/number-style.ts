// How a page writes plain numbers and percentages: a price page in its currency's own locale (with
// Intl, which the price pages load), every other page in en-US without Intl.
import { formatNumber, formatTwoSignificantDigits } from "#app/lib/en-us-numbers.ts";

export interface NumberStyle {
  /** A number with at most `maximumFractionDigits` decimals: "1,633" in en-US, "1.633" in de-DE. */
  number(value: number, maximumFractionDigits?: number): string;
  /** A number to two significant digits: "0.092" in en-US, "0,092" in de-DE. */
  twoSignificantDigits(value: number): string;
  /** A non-negative percentage with exactly `fractionDigits` decimals: "1.23%" in en-US, "1,23 %" in de-DE. */
  percent(value: number, fractionDigits: number): string;
}

export const EN_US_STYLE: NumberStyle = {
  number: formatNumber,
  twoSignificantDigits: formatTwoSignificantDigits,
  percent: (value, fractionDigits) => `${value.toFixed(fractionDigits)}%`,
};

const styles = new Map<string, NumberStyle>();

/** The style of `locale`, made once: a NumberFormat costs far more to make than to use. */
export function localeNumberStyle(locale: string): NumberStyle {
  let style = styles.get(locale);
  if (style) return style;
  const formats = new Map<string, Intl.NumberFormat>();
  const formatter = (key: string, options: Intl.NumberFormatOptions) => {
    let made = formats.get(key);
    if (!made) formats.set(key, (made = new Intl.NumberFormat(locale, options)));
    return made;
  };
  style = {
    number: (value, maximumFractionDigits = 0) =>
      formatter(`n${maximumFractionDigits}`, { maximumFractionDigits }).format(value),
    twoSignificantDigits: (value) =>
      formatter("s2", { minimumSignificantDigits: 2, maximumSignificantDigits: 2 }).format(value),
    percent: (value, fractionDigits) =>
      formatter(`p${fractionDigits}`, {
        style: "percent",
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }).format(value / 100),
  };
  styles.set(locale, style);
  return style;
}
