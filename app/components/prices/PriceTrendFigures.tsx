import { dateInWords } from "#app/lib/date-in-words.ts";
import { EN_US_STYLE, type NumberStyle } from "#app/lib/number-style.ts";
import { formatBelowHigh, formatChange, NOT_KNOWN } from "#app/lib/price-trend.ts";
import type { PriceTrend } from "#app/server/prices/price-trend.server.ts";

const HIGH_SOURCE = { coingecko: "CoinGecko", history: "our price history" } as const;

/** The changes over 24 hours to a year and the all-time high, as figures ("not known" where the data stops). */
export function PriceTrendFigures({
  trend,
  code,
  formatPrice,
  numbers = EN_US_STYLE,
  className = "",
}: {
  trend: PriceTrend;
  code: string;
  formatPrice: (value: number) => string;
  /** How the percentages are written: the page's locale. */
  numbers?: NumberStyle;
  className?: string;
}) {
  const { high } = trend;
  return (
    <section aria-label={`Bitcoin's change in ${code} and its all-time high`} className={className}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        {trend.changes.map((change) => (
          <div key={change.key}>
            <dt className="text-slate-600">Change over {change.label}</dt>
            <dd
              className={`font-semibold tabular-nums ${
                change.percent === null ? "text-slate-600" : change.percent < 0 ? "text-red-700" : "text-green-700"
              }`}
            >
              {formatChange(change.percent, numbers)}
            </dd>
          </div>
        ))}
        <div className="col-span-2 sm:col-span-4">
          <dt className="text-slate-600">All-time high</dt>
          <dd className="font-semibold text-slate-900">
            {high ? (
              <>
                <span className="tabular-nums">{formatPrice(high.price)}</span> on{" "}
                <time dateTime={new Date(high.at).toISOString()}>{dateInWords(new Date(high.at))}</time>
                <span className="font-normal text-slate-700">
                  {" "}
                  ({formatBelowHigh(high.belowPercent, numbers)}; from {HIGH_SOURCE[high.source]})
                </span>
              </>
            ) : (
              NOT_KNOWN
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
