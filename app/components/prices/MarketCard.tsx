import { Link } from "#app/components/Link.tsx";
import { useEffect, useState } from "react";
import { formatCompactUsd, formatUsd, formatNumber } from "#app/lib/en-us-numbers.ts";
import { chartGeometry } from "#app/lib/price-chart.ts";
import { changeBadge } from "#app/lib/price-format.ts";
import { satsPerUnitLine } from "#app/lib/sats-per-unit.ts";
import type { MarketAnswer } from "#app/server/prices/price-response.server.ts";
import type { PriceTrend } from "#app/server/prices/price-trend.server.ts";
import { ChangeBadge } from "#app/components/prices/ChangeBadge.tsx";
import { PriceLine } from "#app/components/prices/PriceLine.tsx";
import { PriceTrendFigures } from "#app/components/prices/PriceTrendFigures.tsx";
import { PRICE_REFRESH_MS } from "#app/components/prices/usePriceRefresh.ts";
import { Icon } from "#app/components/ui/Icon.tsx";

const money = (value: number | null) => (value === null ? "N/A" : formatUsd(value));
const big = (value: number | null) => (value === null ? "N/A" : formatCompactUsd(value));
const coins = (value: number | null) => (value === null ? "N/A" : `${formatNumber(value)} BTC`);

/** The home page's live BTC card: rendered with the page, refreshed from our API every 60 s. */
export function MarketCard({ initial, trend }: { initial: MarketAnswer; trend: PriceTrend }) {
  const [answer, setAnswer] = useState<MarketAnswer>(initial);
  useEffect(() => {
    const timer = setInterval(async () => {
      try {
        const response = await fetch("/api/market");
        if (response.ok) setAnswer((await response.json()) as MarketAnswer);
      } catch {
        // Keep the figures we have; the next tick tries again.
      }
    }, PRICE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const { market } = answer;
  if (!market) {
    return (
      <section aria-label="Bitcoin market" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p role="alert" className="text-slate-700">
          Bitcoin market data is not available right now. It appears here as soon as the price service answers.
        </p>
      </section>
    );
  }
  const sparkline = chartGeometry(
    market.sparkline.map((price, hour) => [hour, price]),
    300,
    64,
  );
  const figures: Array<[string, string]> = [
    ["Market cap", big(market.marketCap)],
    ["24h volume", big(market.totalVolume)],
    ["Circulating supply", coins(market.circulatingSupply)],
    ["Max supply", coins(market.maxSupply)],
    ["24h high", money(market.high24h)],
    ["24h low", money(market.low24h)],
  ];
  return (
    <section aria-labelledby="market-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-bitcoin text-white">
          <Icon name="bitcoin" className="h-6 w-6" />
        </span>
        <h2 id="market-title" className="text-lg font-semibold text-slate-900">
          Bitcoin price <span className="text-sm font-normal text-slate-600">BTC / USD</span>
        </h2>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-3xl font-bold tabular-nums text-slate-900" data-testid="market-price">
          {money(market.price)}
        </p>
        <ChangeBadge badge={changeBadge(market.change24h, "converter")} />
      </div>
      {market.price !== null ? (
        <p className="mt-1 text-sm text-slate-600" data-testid="sats-per-unit">
          {satsPerUnitLine(market.price, "USD")}
        </p>
      ) : null}
      {sparkline ? (
        <PriceLine
          geometry={sparkline}
          width={300}
          height={64}
          className="mt-4 h-16 w-full"
          label={`Last 7 days: from ${money(sparkline.first)} to ${money(sparkline.last)}`}
        />
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <PriceTrendFigures trend={trend} code="USD" formatPrice={money} className="mt-4 border-t border-slate-200 pt-4" />
      {answer.stale ? (
        <p className="mt-3 text-xs text-amber-800">Last known figures; the price service is not answering.</p>
      ) : null}
      <Link
        to="/bitcoin-currency-conversion-calculator"
        className="focus-ring mt-4 inline-block rounded text-sm font-medium text-orange-800 hover:underline"
      >
        Convert BTC to 50 currencies
      </Link>
    </section>
  );
}
