import { ChangeBadge } from "#app/components/prices/ChangeBadge.tsx";
import { ClockTime } from "#app/components/prices/ClockTime.tsx";
import { PriceTrendFigures } from "#app/components/prices/PriceTrendFigures.tsx";
import { PriceFigure } from "#app/components/prices/PriceFigure.tsx";
import { RefreshForm } from "#app/components/prices/RefreshForm.tsx";
import type { usePriceRefresh } from "#app/components/prices/usePriceRefresh.ts";
import type { PricePage } from "#app/lib/currencies.ts";
import { changeBadge, formatPagePrice, pageNumberStyle } from "#app/lib/price-format.ts";
import { satsPerUnitLine } from "#app/lib/sats-per-unit.ts";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";
import type { PriceTrend } from "#app/server/prices/price-trend.server.ts";

/** The price in the page's currency, its 24-hour change and age, and a refresh button. */
export function PriceCard({
  page,
  answer,
  trend,
  refreshing,
  onRefresh,
  keep,
}: {
  page: PricePage;
  answer: ReturnType<typeof usePriceRefresh>["answer"];
  trend: PriceTrend;
  refreshing: boolean;
  onRefresh: () => void;
  keep: Record<string, string>;
}) {
  const price = formatPagePrice(answer.price, page.code);
  const numbers = pageNumberStyle(page.code);
  const sats = satsPerUnitLine(answer.price, page.code, numbers);
  return (
    <section
      aria-label={`Bitcoin price in ${page.name}`}
      aria-busy={refreshing}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-bitcoin text-white">
            <Icon name="bitcoin" className="h-7 w-7" />
          </span>
          <div>
            <p className="text-lg font-semibold text-slate-900">Bitcoin</p>
            <p className="text-sm text-slate-600">BTC</p>
          </div>
        </div>
        <RefreshForm onRefresh={onRefresh} keep={keep}>
          <button
            type="submit"
            title="Refresh price"
            aria-label="Refresh price"
            disabled={refreshing}
            className="focus-ring rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
          >
            <Icon name="refresh-cw" className={`h-5 w-5 ${refreshing ? "animate-spin" : ""}`} />
          </button>
        </RefreshForm>
      </div>
      <PriceFigure text={price} className="mt-6 sm:[--price-max:3rem]" />
      <p className="mt-2 text-slate-600">1 BTC = {price}</p>
      {sats ? (
        <p className="mt-1 text-slate-600" data-testid="sats-per-unit">
          {sats}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ChangeBadge badge={changeBadge(answer.change24h, "single", numbers)} />
        {answer.updatedAt ? (
          <p className="text-sm text-slate-600">
            Last updated: <ClockTime iso={answer.updatedAt} locale={page.locale} />
          </p>
        ) : null}
      </div>
      {answer.stale && answer.price !== null ? (
        <FormAlert tone="warning" size="sm" className="mt-4">
          <p>
            The price sources are not answering, so this is the last known price. It updates as soon as they are back.
          </p>
        </FormAlert>
      ) : null}
      <PriceTrendFigures
        trend={trend}
        code={page.code}
        formatPrice={(value) => formatPagePrice(value, page.code)}
        numbers={numbers}
        className="mt-6 border-t border-slate-200 pt-4"
      />
    </section>
  );
}
