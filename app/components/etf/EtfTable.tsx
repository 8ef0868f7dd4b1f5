import type { EtfRow } from "#app/lib/etf-table.ts";
import { EtfCardList } from "#app/components/etf/EtfCardList.tsx";
import { StaticMarkup } from "#app/components/StaticMarkup.tsx";
import {
  Aum,
  BitcoinHeldCell,
  bitcoinHeldTotalText,
  ETF_COLUMNS,
  ExpenseRatio,
  formatDay,
  FundName,
  LOAD_FAILED_TEXT,
  loadingText,
  PriceChange,
  typeLabel,
} from "#app/components/etf/EtfCells.tsx";
import type { BitcoinHeldTotal } from "#app/lib/etf-bitcoin-held.ts";
import type { EtfStatus } from "#app/components/etf/useEtfRefresh.ts";
import type { EtfRefreshProgress } from "#app/lib/etf-refresh-progress.ts";

/**
 * The comparison table from 768 px up, a card per fund below it, each with its loading and
 * error messages above the funds it keeps showing.
 */
export function EtfTable({
  etfs,
  btcHeldTotal,
  status,
  progress,
}: {
  etfs: readonly EtfRow[];
  btcHeldTotal: BitcoinHeldTotal | null;
  status: EtfStatus;
  progress: EtfRefreshProgress | null;
}) {
  return (
    <>
      <p className="mt-8 text-sm text-slate-600">
        Spot and futures Bitcoin ETFs listed in the US. Each figure says the day it is true on and its source; once
        quotes are fetched, AUM is the funds&apos; figure moved by the latest day&apos;s price change. &ldquo;Not
        known&rdquo; means no filing or issuer page we could read states the figure.
      </p>
      {btcHeldTotal ? (
        <p className="mt-2 text-sm font-medium text-slate-900" data-testid="btc-held-total">
          {`Bitcoin held by these funds: ${bitcoinHeldTotalText(btcHeldTotal)}`}
        </p>
      ) : null}
      <div
        role="region"
        aria-labelledby="etf-table-caption"
        // From 1280 px the table fits; narrower, it scrolls sideways, with a shadow at the edge that
        // has more and a visible scrollbar, and the region takes focus so keys can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="scroll-cue focus-ring mt-3 hidden overflow-x-auto rounded-xl border border-slate-200 shadow-sm md:block"
      >
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm" aria-busy={status === "loading"}>
          <caption id="etf-table-caption" className="sr-only">
            Bitcoin ETFs compared
          </caption>
          <thead className="bg-slate-50">
            <tr>
              {ETF_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-3 font-semibold text-slate-900">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          {status === "idle" ? null : (
            <tbody className="etf-rows">
              {status === "loading" ? (
                <tr>
                  <td colSpan={ETF_COLUMNS.length} className="text-center text-slate-700">
                    <span role="status">{loadingText(progress)}</span>
                  </td>
                </tr>
              ) : (
                <tr>
                  <td colSpan={ETF_COLUMNS.length} className="bg-red-50 text-center text-red-800">
                    <span role="alert">{LOAD_FAILED_TEXT}</span>
                  </td>
                </tr>
              )}
            </tbody>
          )}
          <StaticMarkup as="tbody" from={etfs} className="etf-rows">
            {etfs.map((etf) => (
              <tr key={etf.ticker} className="align-top" data-ticker={etf.ticker}>
                <th scope="row" className="min-w-36 font-medium text-slate-900">
                  <FundName etf={etf} />
                </th>
                <td className="font-mono font-semibold text-slate-900">{etf.ticker}</td>
                <td className="min-w-28 text-slate-700">{etf.assetManager}</td>
                <td data-column="aum">
                  <Aum etf={etf} />
                </td>
                <td data-column="btc-held">
                  <BitcoinHeldCell held={etf.btcHeld} ticker={etf.ticker} />
                </td>
                <td className="min-w-24" data-column="price-change">
                  <PriceChange etf={etf} />
                </td>
                <td className="text-slate-700">
                  <ExpenseRatio etf={etf} />
                </td>
                <td className="text-slate-700">{typeLabel(etf)}</td>
                <td className="text-slate-700">{etf.exchange}</td>
                <td className="whitespace-nowrap text-slate-700">
                  <time dateTime={etf.firstTradingDay}>{formatDay(etf.firstTradingDay)}</time>
                </td>
                <td className="min-w-52 text-slate-700" data-column="notes">
                  {etf.notes}
                </td>
              </tr>
            ))}
          </StaticMarkup>
        </table>
      </div>
      <EtfCardList etfs={etfs} status={status} progress={progress} />
    </>
  );
}
