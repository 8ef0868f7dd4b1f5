// The bitcoin each ETF holds: the figure the fund reported (an editor enters it with its day and
// source), or an estimate from the editors' AUM and bitcoin's dollar price on the AUM's day. A
// futures fund holds contracts, not bitcoin, so it has neither. The total is what the known
// figures add up to, and its share of the 21,000,000 bitcoin there will ever be.
import { shortDateInWords } from "#app/lib/date-in-words.ts";
import { formatNumber } from "#app/lib/en-us-numbers.ts";

export const BITCOIN_SUPPLY_CAP = 21_000_000;

export type BitcoinHeld =
  | { kind: "reported"; btc: number; asOf: string; sourceUrl: string }
  /** AUM in dollars over the day's closing price in dollars, both true on `asOf`. */
  | { kind: "estimated"; btc: number; asOf: string; usdPrice: number }
  /**
   * 'futures': the fund holds no bitcoin of its own; 'no-price': no stored price for the AUM's day;
   * 'no-figures': no source states either its bitcoin or its AUM.
   */
  | { kind: "not-known"; reason: "no-price"; asOf: string }
  | { kind: "not-known"; reason: "futures" | "no-figures" };

export interface ReportedHolding {
  btc: number;
  asOf: string;
  sourceUrl: string;
}

/** What a fund's row knows for the estimate. */
export interface HoldingInputs {
  type: "spot" | "futures";
  /** AUM in US dollars, true on aumAsOf; null when no source states it. */
  aumDollars: number | null;
  aumAsOf: string | null;
  reported: ReportedHolding | null;
}

/** A reported figure wins; a spot fund's AUM over the day's close is the estimate. */
export function bitcoinHeld(fund: HoldingInputs, usdCloseOnAumDay: number | null): BitcoinHeld {
  if (fund.reported) return { kind: "reported", ...fund.reported };
  if (fund.type === "futures") return { kind: "not-known", reason: "futures" };
  if (fund.aumDollars === null || fund.aumAsOf === null) return { kind: "not-known", reason: "no-figures" };
  if (!usdCloseOnAumDay || usdCloseOnAumDay <= 0) return { kind: "not-known", reason: "no-price", asOf: fund.aumAsOf };
  // "$53 billion" over a price is known to two digits, not to six. A price is known to the cent.
  const priceDigits = Math.floor(Math.log10(usdCloseOnAumDay)) + 3;
  const digits = Math.min(significantDigits(fund.aumDollars), priceDigits);
  const btc = roundToSignificant(fund.aumDollars / usdCloseOnAumDay, digits);
  return { kind: "estimated", btc, asOf: fund.aumAsOf, usdPrice: usdCloseOnAumDay };
}

/** How many significant digits a figure is written with: 53e9 has 2, 47_775_497_392 has 11, 82_550.5 has 6. */
export function significantDigits(value: number): number {
  const digits = Math.abs(value)
    .toExponential()
    .replace(/e.*$/, "")
    .replace(".", "")
    .replace(/^0+/, "")
    .replace(/0+$/, "");
  return Math.max(1, digits.length);
}

/** 642_035.4 to 2 digits is 640_000. */
export function roundToSignificant(value: number, digits: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(Math.min(Math.max(digits, 1), 100)));
}

export interface BitcoinHeldTotal {
  btc: number;
  /** Funds whose figure is in the total, and how many of them are estimates. */
  funds: number;
  estimated: number;
  /** Percent of 21,000,000. */
  shareOfSupply: number;
  /** The earliest and the latest day (yyyy-mm-dd) of the figures added: they are not all of one day. */
  firstAsOf: string;
  lastAsOf: string;
}

/** The sum of the known figures; null when no fund's holding is known. */
export function bitcoinHeldTotal(holdings: readonly BitcoinHeld[]): BitcoinHeldTotal | null {
  const known = holdings.filter((h) => h.kind !== "not-known");
  if (known.length === 0) return null;
  const btc = known.reduce((sum, h) => sum + h.btc, 0);
  const days = known.map((h) => h.asOf).sort();
  return {
    btc,
    funds: known.length,
    estimated: known.filter((h) => h.kind === "estimated").length,
    shareOfSupply: (btc / BITCOIN_SUPPLY_CAP) * 100,
    firstAsOf: days[0]!,
    lastAsOf: days.at(-1)!,
  };
}

/** '571,234 BTC'; under 100 BTC with up to two decimals ('12.5 BTC'). */
export function btcText(btc: number): string {
  return `${formatNumber(btc, btc < 100 ? 2 : 0)} BTC`;
}

/** The days a total adds: "Mar 31, 2025", "Oct 30 to Nov 27, 2026", "Dec 31, 2025 to Mar 31, 2026". */
export function totalDaysText({ firstAsOf, lastAsOf }: Pick<BitcoinHeldTotal, "firstAsOf" | "lastAsOf">): string {
  const last = shortDateInWords(lastAsOf);
  if (firstAsOf === lastAsOf) return last;
  const first = shortDateInWords(firstAsOf);
  const sameYear = firstAsOf.slice(0, 4) === lastAsOf.slice(0, 4);
  return `${sameYear ? first.replace(/, \d{4}$/, "") : first} to ${last}`;
}

/** '5.63%' of the supply; under 0.01% says so rather than '0.00%'. */
export function shareOfSupplyText(percent: number): string {
  if (percent > 0 && percent < 0.01) return "under 0.01%";
  return `${percent.toFixed(2)}%`;
}
