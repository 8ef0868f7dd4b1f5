// What the ETF table and the fund cards share: the column labels and how cells read.
import {
  BITCOIN_SUPPLY_CAP,
  btcText,
  shareOfSupplyText,
  type BitcoinHeld,
  totalDaysText,
  type BitcoinHeldTotal,
} from "#app/lib/etf-bitcoin-held.ts";
import { asOfText, priceChangeTone } from "#app/lib/etf-figures.ts";
import { progressText, type EtfRefreshProgress } from "#app/lib/etf-refresh-progress.ts";
import type { EtfRow } from "#app/lib/etf-table.ts";
import { shortDateInWords } from "#app/lib/date-in-words.ts";
import { formatNumber, formatUsd } from "#app/lib/en-us-numbers.ts";

// The columns, with type, exchange and first trading day before the notes.
export const ETF_LABELS = {
  name: "ETF Name",
  ticker: "Ticker Symbol",
  assetManager: "Asset Manager",
  aum: "Assets Under Management (AUM)",
  btcHeld: "Bitcoin Held",
  priceChange: "Price Change",
  expenseRatio: "Expense Ratio",
  type: "Type",
  exchange: "Exchange",
  firstTradingDay: "First Trading Day",
  notes: "Notes",
} as const;

export const ETF_COLUMNS = Object.values(ETF_LABELS);

/** The fund's name, linking to its page on the issuer's site when the editors gave it. */
export function FundName({ etf }: { etf: EtfRow }) {
  if (!etf.issuerUrl) return <>{etf.name}</>;
  return (
    <a href={etf.issuerUrl} className="focus-ring rounded underline decoration-slate-400 hover:decoration-2">
      {etf.name}
    </a>
  );
}

export const typeLabel = (etf: EtfRow) => (etf.type === "spot" ? "Spot" : "Futures");

export const LOADING_TEXT = "Loading ETF data...";

/** The loading message, with how far the refresh has got once that is known: "Loading ETF data... 3 of 12". */
export const loadingText = (progress: EtfRefreshProgress | null) =>
  progress && progress.asked > 0 ? `${LOADING_TEXT} ${progressText(progress)}` : LOADING_TEXT;
export const LOAD_FAILED_TEXT = "Failed to load ETF data. Please try refreshing.";

export const formatDay = (day: string) => shortDateInWords(`${day}T00:00:00Z`);

const TONE_CLASS = { up: "text-green-700", down: "text-red-700", none: "text-slate-600" };

/** The latest day's change, coloured by direction, with the trading day it belongs to and its source. */
export function PriceChange({ etf }: { etf: EtfRow }) {
  return (
    <>
      <span className={`font-semibold tabular-nums ${TONE_CLASS[priceChangeTone(etf.priceChange)]}`}>
        {etf.priceChange ?? "N/A"}
      </span>
      {etf.tradingDay ? (
        <span className="figure-note">
          on <time dateTime={etf.tradingDay}>{formatDay(etf.tradingDay)}</time> · Alpha Vantage
        </span>
      ) : null}
    </>
  );
}

/** A figure's day and where it was read: "as of March 2025 · source". */
export function FigureNote({ asOf, sourceUrl, what }: { asOf: string; sourceUrl: string | null; what: string }) {
  return (
    <span className="figure-note">
      as of <time dateTime={asOf}>{asOfText(asOf)}</time>
      {sourceUrl ? (
        <>
          {" · "}
          <a href={sourceUrl} aria-label={`Source of ${what}`}>
            source
          </a>
        </>
      ) : null}
    </span>
  );
}

/** What a figure no filing or issuer page states reads as. */
export const NOT_KNOWN_FIGURE = "Not known";

/** No filing or issuer page we could read states it (the line above the table says so once). */
function NotKnown() {
  return <>{NOT_KNOWN_FIGURE}</>;
}

/** The AUM: the stored figure with its day and source, or that figure moved by the latest quote. */
export function Aum({ etf }: { etf: EtfRow }) {
  const what = `${etf.ticker}'s AUM`;
  if (etf.aum === null || etf.aumAsOf === null) return <NotKnown />;
  return (
    <>
      <span className="etf-figure">{etf.aum}</span>
      {etf.tradingDay && etf.priceChange ? (
        <span className="figure-note">
          on <time dateTime={etf.tradingDay}>{formatDay(etf.tradingDay)}</time>
          {`: the ${asOfText(etf.aumAsOf)} figure moved by the day's change`}
        </span>
      ) : (
        <FigureNote asOf={etf.aumAsOf} sourceUrl={etf.aumSourceUrl} what={what} />
      )}
    </>
  );
}

export function ExpenseRatio({ etf }: { etf: EtfRow }) {
  if (etf.expenseRatio === null || etf.expenseRatioAsOf === null) return <NotKnown />;
  return (
    <>
      <span className="tabular-nums">{etf.expenseRatio}</span>
      <FigureNote asOf={etf.expenseRatioAsOf} sourceUrl={etf.expenseRatioSourceUrl} what={`${etf.ticker}'s fee`} />
    </>
  );
}

/** The bitcoin the fund holds: reported, estimated (and said so), or why it is not known. */
export function BitcoinHeldCell({ held, ticker }: { held: BitcoinHeld; ticker: string }) {
  if (held.kind === "reported")
    return (
      <>
        <span className="etf-figure">{btcText(held.btc)}</span>
        <FigureNote asOf={held.asOf} sourceUrl={held.sourceUrl} what={`${ticker}'s bitcoin held`} />
      </>
    );
  if (held.kind === "estimated")
    return (
      <>
        <span className="etf-figure">{`≈ ${btcText(held.btc)}`}</span>
        <span className="figure-note">
          {`estimated: AUM over the price of ${formatUsd(held.usdPrice, 0)} on `}
          <time dateTime={held.asOf}>{asOfText(held.asOf)}</time>
        </span>
      </>
    );
  if (held.reason !== "no-price")
    return held.reason === "futures" ? (
      <span className="text-slate-600">None: it holds futures contracts</span>
    ) : (
      <NotKnown />
    );
  return (
    <span className="text-slate-600">
      {NOT_KNOWN_FIGURE}
      <span className="block text-xs">
        no price stored for <time dateTime={held.asOf}>{asOfText(held.asOf)}</time>
      </span>
    </span>
  );
}

/** The funds' bitcoin added up, the days of the figures it adds, and its share of the 21,000,000 there will ever be. */
export function bitcoinHeldTotalText(total: BitcoinHeldTotal): string {
  const estimated = total.estimated > 0 ? `, ${total.estimated} of them estimated` : "";
  const days = total.firstAsOf === total.lastAsOf ? "figures of" : "figures from";
  return `${btcText(total.btc)} in ${total.funds} ${total.funds === 1 ? "fund" : "funds"}${estimated}, ${days} ${totalDaysText(total)}: ${shareOfSupplyText(total.shareOfSupply)} of the ${formatNumber(BITCOIN_SUPPLY_CAP)} bitcoin there will ever be.`;
}
