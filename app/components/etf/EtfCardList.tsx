import type { ReactNode } from "react";
import type { EtfRow } from "#app/lib/etf-table.ts";
import { StaticMarkup } from "#app/components/StaticMarkup.tsx";
import {
  Aum,
  BitcoinHeldCell,
  ExpenseRatio,
  FundName,
  ETF_LABELS,
  formatDay,
  LOAD_FAILED_TEXT,
  loadingText,
  PriceChange,
  typeLabel,
} from "#app/components/etf/EtfCells.tsx";
import type { EtfStatus } from "#app/components/etf/useEtfRefresh.ts";
import type { EtfRefreshProgress } from "#app/lib/etf-refresh-progress.ts";

/** Below 768 px each fund is a card holding every column of the table, each with its label. */
export function EtfCardList({
  etfs,
  status,
  progress,
}: {
  etfs: readonly EtfRow[];
  status: EtfStatus;
  progress: EtfRefreshProgress | null;
}) {
  return (
    <section aria-labelledby="etf-cards-heading" className="mt-3 md:hidden">
      <h2 id="etf-cards-heading" className="sr-only">
        Bitcoin ETFs compared
      </h2>
      {status === "loading" ? (
        <p className="rounded-xl border border-slate-200 bg-white px-3 py-3 text-center text-slate-700">
          <span role="status">{loadingText(progress)}</span>
        </p>
      ) : null}
      {status === "error" ? (
        <p className="rounded-xl bg-red-50 px-3 py-3 text-center text-red-800">
          <span role="alert">{LOAD_FAILED_TEXT}</span>
        </p>
      ) : null}
      <StaticMarkup as="ul" from={etfs} className="mt-3 space-y-4" aria-busy={status === "loading"}>
        {etfs.map((etf) => (
          <li key={etf.ticker} data-fund={etf.ticker} className="etf-card">
            <h3 className="break-words font-semibold text-slate-900">
              <FundName etf={etf} />
            </h3>
            <dl className="etf-card-facts">
              <Fact label={ETF_LABELS.ticker}>
                <span className="font-mono font-semibold text-slate-900">{etf.ticker}</span>
              </Fact>
              <Fact label={ETF_LABELS.assetManager}>{etf.assetManager}</Fact>
              <Fact label={ETF_LABELS.aum}>
                <Aum etf={etf} />
              </Fact>
              <Fact label={ETF_LABELS.btcHeld}>
                <BitcoinHeldCell held={etf.btcHeld} ticker={etf.ticker} />
              </Fact>
              <Fact label={ETF_LABELS.priceChange}>
                <PriceChange etf={etf} />
              </Fact>
              <Fact label={ETF_LABELS.expenseRatio}>
                <ExpenseRatio etf={etf} />
              </Fact>
              <Fact label={ETF_LABELS.type}>{typeLabel(etf)}</Fact>
              <Fact label={ETF_LABELS.exchange}>{etf.exchange}</Fact>
              <Fact label={ETF_LABELS.firstTradingDay}>
                <time dateTime={etf.firstTradingDay}>{formatDay(etf.firstTradingDay)}</time>
              </Fact>
            </dl>
            <p className="mt-3 break-words text-sm text-slate-700">
              <span className="font-medium text-slate-600">{ETF_LABELS.notes}: </span>
              {etf.notes}
            </p>
          </li>
        ))}
      </StaticMarkup>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
