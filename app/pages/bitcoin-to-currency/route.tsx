// The 50 single-currency price pages, /bitcoin-to-{slug} (routes listed in app/routes.ts).
import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { AmountConverter } from "#app/components/prices/AmountConverter.tsx";
import { ConversionTable } from "#app/components/prices/ConversionTable.tsx";
import { PriceChart } from "#app/components/prices/PriceChart.tsx";
import { PriceErrorCard, PriceSkeleton } from "#app/components/prices/PriceStates.tsx";
import { RefreshForm } from "#app/components/prices/RefreshForm.tsx";
import { RetiredKunaNote } from "#app/components/prices/RetiredKunaNote.tsx";
import { usePriceRefresh } from "#app/components/prices/usePriceRefresh.ts";
import { PRICE_PAGES, pricePagePath } from "#app/lib/currencies.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { DEFAULT_CHART_RANGE, type ChartChoice } from "#app/lib/price-chart.ts";
import { formatPagePrice, pageNumberStyle } from "#app/lib/price-format.ts";
import { PRICE_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { loadPriceTrend } from "#app/server/prices/price-trend.server.ts";
import { loadPriceView } from "#app/server/prices/price-view.server.ts";
import { Explainer, OtherCurrencies } from "#app/pages/bitcoin-to-currency/PageSections.tsx";
import { PriceCard } from "#app/pages/bitcoin-to-currency/PriceCard.tsx";
import type { IntlHandle } from "#app/lib/intl-warm-up.ts";

const PAGE_ERROR = "Failed to load Bitcoin price data. Please try again.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = PRICE_PAGES.find((p) => pricePagePath(p) === url.pathname.replace(/\/$/, ""));
  if (!page) throw notFound();
  const view = await loadPriceView(context, page.code, url.searchParams);
  const trend = await loadPriceTrend(context, page.code, view.answer);
  return data(
    { page, ...view, trend },
    { status: view.amount?.error ? 400 : 200, headers: { "Cache-Control": PRICE_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Prices and times in the currency's own formats, written with Intl as the page hydrates. */
export const handle: IntlHandle = { formatsWithIntl: true };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const { page } = data;
  return shareMeta(matches, {
    title: `Bitcoin to ${page.name} (${page.code}) Price | ${siteNameFrom(matches)}`,
    description: `Current Bitcoin (BTC) to ${page.name} exchange rate with live updates.`,
    path: pricePagePath(page),
  });
};

export default function BitcoinToCurrency() {
  const { page, answer: initial, range, chart, amount, trend } = useLoaderData<typeof loader>();
  const { answer, status, refresh } = usePriceRefresh(initial);
  const keep: Record<string, string> = range === DEFAULT_CHART_RANGE ? {} : { range };
  const format = (value: number) => formatPagePrice(value, page.code);
  const numbers = pageNumberStyle(page.code);
  const hrefFor = (r: ChartChoice) =>
    `${pricePagePath(page)}${r === DEFAULT_CHART_RANGE ? "" : `?range=${r}`}#price-chart`;

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
        Bitcoin to {page.name} ({page.code})
      </h1>
      <p className="mt-2 text-lg text-slate-600">
        Live conversion rate from Bitcoin (BTC) to {page.name} ({page.code})
      </p>

      <div className="mt-8 space-y-6">
        {status === "error" ? (
          <PriceErrorCard
            message={PAGE_ERROR}
            retry={
              <RefreshForm onRefresh={refresh} keep={keep}>
                <button
                  type="submit"
                  className="focus-ring rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
                >
                  Try Again
                </button>
              </RefreshForm>
            }
          />
        ) : status === "loading" ? (
          <PriceSkeleton />
        ) : (
          <PriceCard
            page={page}
            answer={answer}
            trend={trend}
            refreshing={status === "refreshing"}
            onRefresh={refresh}
            keep={keep}
          />
        )}
        {page.code === "HRK" ? <RetiredKunaNote /> : null}
        <AmountConverter code={page.code} price={answer.price} submitted={amount} keep={keep} />
        <PriceChart
          points={chart}
          range={range}
          code={page.code}
          hrefFor={hrefFor}
          formatPrice={format}
          numbers={numbers}
        />
        {answer.price !== null ? (
          <ConversionTable price={answer.price} code={page.code} formatFiat={format} numbers={numbers} />
        ) : null}
        <Explainer page={page} />
        <OtherCurrencies current={page} />
      </div>
    </div>
  );
}
