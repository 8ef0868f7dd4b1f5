// The stored funds with the stored quotes laid over it: a quote replaces the price change and
// moves the AUM by the same percentage; a ticker without one keeps the editors' figures. Each fund's
// bitcoin is its reported figure or the estimate from its AUM and that day's closing price.
import { bitcoinHeld, bitcoinHeldTotal } from "#app/lib/etf-bitcoin-held.ts";
import { formatPriceChange, recomputeAum } from "#app/lib/etf-figures.ts";
import { NO_QUOTE_TEXT, type EtfFund, type EtfTable } from "#app/lib/etf-table.ts";
import type { EtfFiguresRow } from "#app/server/etf/etf-funds.server.ts";

export interface StoredQuote {
  ticker: string;
  outcome: "quoted" | "no-quote";
  changePercent: number | null;
  tradingDay: string | null;
  /** ISO time */
  fetchedAt: string;
}

export function buildEtfTable(
  funds: readonly EtfFund[],
  quotes: readonly StoredQuote[],
  figures: EtfFiguresRow | null,
  /** Bitcoin's closing price in dollars by UTC day (yyyy-mm-dd), for the days the AUM figures are true on. */
  usdCloses: ReadonlyMap<string, number> = new Map(),
): EtfTable {
  const byTicker = new Map(quotes.map((quote) => [quote.ticker, quote]));
  let updatedAt: string | null = null;
  const etfs = funds.map((etf) => {
    const quote = byTicker.get(etf.ticker);
    const held = bitcoinHeld(
      { type: etf.type, aumDollars: etf.aumDollars, aumAsOf: etf.aumAsOf, reported: etf.reportedBtc },
      (etf.aumAsOf && usdCloses.get(etf.aumAsOf)) || null,
    );
    const base = { ...etf, priceChange: null, tradingDay: null, lastUpdated: null, btcHeld: held };
    if (!quote) return base;
    if (quote.outcome === "no-quote" || quote.changePercent === null)
      return { ...base, priceChange: NO_QUOTE_TEXT, lastUpdated: quote.fetchedAt };
    if (!updatedAt || quote.fetchedAt > updatedAt) updatedAt = quote.fetchedAt;
    return {
      ...base,
      aum: etf.aum && recomputeAum(etf.aum, quote.changePercent),
      priceChange: formatPriceChange(quote.changePercent),
      tradingDay: quote.tradingDay,
      lastUpdated: quote.fetchedAt,
    };
  });
  return {
    etfs,
    updatedAt,
    asOf: figures?.asOf ?? null,
    sourceUrl: figures?.sourceUrl ?? null,
    btcHeldTotal: bitcoinHeldTotal(etfs.map((etf) => etf.btcHeld)),
  };
}
