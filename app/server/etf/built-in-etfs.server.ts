// The 12 ETFs of the built-in list, with facts from the funds' filings (db/seed/etfs.json):
// the AUM and expense ratios are the March 2025 figures the table starts from.
import type { BuiltInEtf } from "#app/lib/etf-table.ts";
import seed from "#db/seed/etfs.json";

export const BUILT_IN_ETFS = seed.etfs as readonly BuiltInEtf[];

export const ETF_TICKERS = BUILT_IN_ETFS.map((etf) => etf.ticker);
