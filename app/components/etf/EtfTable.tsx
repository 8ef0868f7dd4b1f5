import { priceChangeTone } from "~/lib/etf-figures";
import type { EtfRow } from "~/lib/etf-table";
import type { EtfStatus } from "./useEtfRefresh";

// The spec's columns, with type, exchange and first trading day before the notes.
const COLUMNS = [
  "ETF Name",
  "Ticker Symbol",
  "Asset Manager",
  "Assets Under Management (AUM)",
  "Price Change",
  "Expense Ratio",
  "Type",
  "Exchange",
  "First Trading Day",
  "Notes",
];

const TONE_CLASS = { up: "text-green-700", down: "text-red-700", none: "text-slate-600" };

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** The comparison table, with the spec's loading and error rows above the rows it keeps showing. */
export function EtfTable({ etfs, status }: { etfs: readonly EtfRow[]; status: EtfStatus }) {
  return (
    <>
      <p className="mt-8 text-sm text-slate-600">
        Spot and futures Bitcoin ETFs listed in the US. AUM and expense ratios are the funds&apos; March 2025 figures;
        once quotes are fetched, AUM is that figure moved by the latest day&apos;s price change.
      </p>
      <div
        role="region"
        aria-labelledby="etf-table-caption"
        // The table scrolls sideways on small screens; the region takes focus so keys can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="focus-ring mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm" aria-busy={status === "loading"}>
          <caption id="etf-table-caption" className="sr-only">
            Bitcoin ETFs compared
          </caption>
          <thead className="bg-slate-50">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold text-slate-900">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {status === "loading" ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-3 py-3 text-center text-slate-700">
                  <span role="status">Loading ETF data...</span>
                </td>
              </tr>
            ) : null}
            {status === "error" ? (
              <tr>
                <td colSpan={COLUMNS.length} className="bg-red-50 px-3 py-3 text-center text-red-800">
                  <span role="alert">Failed to load ETF data. Please try refreshing.</span>
                </td>
              </tr>
            ) : null}
            {etfs.map((etf) => (
              <tr key={etf.ticker} className="align-top" data-ticker={etf.ticker}>
                <th scope="row" className="min-w-48 px-3 py-3 font-medium text-slate-900">
                  {etf.name}
                </th>
                <td className="px-3 py-3 font-mono font-semibold text-slate-900">{etf.ticker}</td>
                <td className="min-w-40 px-3 py-3 text-slate-700">{etf.assetManager}</td>
                <td className="whitespace-nowrap px-3 py-3 tabular-nums text-slate-900" data-column="aum">
                  {etf.aum}
                </td>
                <td className="whitespace-nowrap px-3 py-3" data-column="price-change">
                  <span className={`font-semibold tabular-nums ${TONE_CLASS[priceChangeTone(etf.priceChange)]}`}>
                    {etf.priceChange ?? "N/A"}
                  </span>
                  {etf.tradingDay ? (
                    <span className="block text-xs text-slate-600">
                      on <time dateTime={etf.tradingDay}>{formatDay(etf.tradingDay)}</time>
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-3 tabular-nums text-slate-700">{etf.expenseRatio}</td>
                <td className="px-3 py-3 text-slate-700">{etf.type === "spot" ? "Spot" : "Futures"}</td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-700">{etf.exchange}</td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-700">
                  <time dateTime={etf.firstTradingDay}>{formatDay(etf.firstTradingDay)}</time>
                </td>
                <td className="min-w-72 px-3 py-3 text-slate-700">{etf.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
