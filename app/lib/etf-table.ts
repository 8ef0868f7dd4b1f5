// The ETF comparison table as the page and /api/etfs show it: one record per fund.
import type { BitcoinHeld, BitcoinHeldTotal, ReportedHolding } from "#app/lib/etf-bitcoin-held.ts";

export const ETF_TYPES = ["spot", "futures"] as const;
export const ETF_AUM_UNITS = ["million", "billion"] as const;

/** One fund as the `etfs` table holds it, its figures as the page shows them. */
export interface EtfFund {
  name: string;
  ticker: string;
  assetManager: string;
  type: (typeof ETF_TYPES)[number];
  exchange: string;
  /** yyyy-mm-dd */
  firstTradingDay: string;
  /** '$53 billion': the figure a filing states, true on aumAsOf; null when none is known. */
  aum: string | null;
  /** '0.25%', or null when no source states it. */
  expenseRatio: string | null;
  notes: string;
  /** The fund's page on its issuer's site. */
  issuerUrl: string | null;
  /** The day each figure was true (yyyy-mm-dd) and where it was read; null with the figure. */
  aumAsOf: string | null;
  aumSourceUrl: string | null;
  expenseRatioAsOf: string | null;
  expenseRatioSourceUrl: string | null;
  /** The stored AUM in US dollars, for the estimate of the bitcoin held. */
  aumDollars: number | null;
  reportedBtc: ReportedHolding | null;
}

export interface EtfRow extends EtfFund {
  /** The stored figure, or that figure moved by the latest change. */
  aum: string | null;
  /** '+1.23%', '-0.50%', 'API limit reached', or null before any quote ('N/A'). */
  priceChange: string | null;
  /** The trading day the quote belongs to (yyyy-mm-dd), when there is one. */
  tradingDay: string | null;
  /** When the quote was fetched (ISO), when there is one. */
  lastUpdated: string | null;
  btcHeld: BitcoinHeld;
}

export interface EtfTable {
  etfs: EtfRow[];
  /** The newest quote's fetch time (ISO); null while the editors' figures are all there is. */
  updatedAt: string | null;
  /** The day the editors' figures were true (yyyy-mm-dd); null when no figures are stored. */
  asOf: string | null;
  /** Where the figures come from (https), when the editors gave it. */
  sourceUrl: string | null;
  /** What the funds' known holdings add up to; null when none is known. */
  btcHeldTotal: BitcoinHeldTotal | null;
}

/** "in-progress": the refresh goes on in the background after the request has been answered. */
export type EtfRefreshOutcome = "refreshed" | "in-progress" | "failed" | "fresh" | "budget-spent" | "unavailable";

export const NO_QUOTE_TEXT = "API limit reached";
export const REFRESHING_TEXT = "Refreshing ETF data...";
export const REFRESH_FAILED_TEXT = "Failed to update ETF data. Using cached data instead.";
export const REFRESH_STARTED_TEXT = `${REFRESHING_TEXT} The new figures will be on this page within a minute.`;
/** Where the figures come from on a site that fetches no quotes (and so offers no refresh). */
export const NO_QUOTES_TEXT =
  "These figures are the ones the funds report in their filings, entered by our editors: each one comes with its date and a link to its source.";

/** What a refresh request tells the visitor. */
export function refreshMessage(outcome: EtfRefreshOutcome): { ok: boolean; text: string } {
  if (outcome === "refreshed") return { ok: true, text: "ETF data refreshed." };
  if (outcome === "in-progress") return { ok: true, text: REFRESH_STARTED_TEXT };
  if (outcome === "fresh")
    return { ok: true, text: "The ETF data is less than an hour old, so it was not fetched again." };
  if (outcome === "unavailable") return { ok: false, text: `This site fetches no live quotes. ${NO_QUOTES_TEXT}` };
  return { ok: false, text: REFRESH_FAILED_TEXT };
}
