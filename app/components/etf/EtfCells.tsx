// What the ETF table and the fund cards share: the column labels and how cells read.
import { priceChangeTone } from "#app/lib/etf-figures.ts";
import { progressText, type EtfRefreshProgress } from "#app/lib/etf-refresh-progress.ts";
import type { EtfRow } from "#app/lib/etf-table.ts";

// The columns, with type, exchange and first trading day before the notes.
export const ETF_LABELS = {
  name: "ETF Name",
  ticker: "Ticker Symbol",
  assetManager: "Asset Manager",
  aum: "Assets Under Management (AUM)",
  priceChange: "Price Change",
  expenseRatio: "Expense Ratio",
  type: "Type",
  exchange: "Exchange",
  firstTradingDay: "First Trading Day",
  notes: "Notes",
} as const;

export const ETF_COLUMNS = Object.values(ETF_LABELS);

export const typeLabel = (etf: EtfRow) => (etf.type === "spot" ? "Spot" : "Futures");

export const LOADING_TEXT = "Loading ETF data...";

/** The loading message, with how far the refresh has got once that is known: "Loading ETF data... 3 of 12". */
export const loadingText = (progress: EtfRefreshProgress | null) =>
  progress && progress.asked > 0 ? `${LOADING_TEXT} ${progressText(progress)}` : LOADING_TEXT;
export const LOAD_FAILED_TEXT = "Failed to load ETF data. Please try refreshing.";

export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

const TONE_CLASS = { up: "text-green-700", down: "text-red-700", none: "text-slate-600" };

/** The latest day's change, coloured by direction, with the trading day it belongs to. */
export function PriceChange({ etf }: { etf: EtfRow }) {
  return (
    <>
      <span className={`font-semibold tabular-nums ${TONE_CLASS[priceChangeTone(etf.priceChange)]}`}>
        {etf.priceChange ?? "N/A"}
      </span>
      {etf.tradingDay ? (
        <span className="block text-xs text-slate-600">
          on <time dateTime={etf.tradingDay}>{formatDay(etf.tradingDay)}</time>
        </span>
      ) : null}
    </>
  );
}
