import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { RefreshCw } from "lucide-react";
import { AmountConverter } from "#app/components/prices/AmountConverter.tsx";
import { ChangeBadge } from "#app/components/prices/ChangeBadge.tsx";
import { ClockTime } from "#app/components/prices/ClockTime.tsx";
import { ConversionTable } from "#app/components/prices/ConversionTable.tsx";
import { CurrencyPicker } from "#app/components/prices/CurrencyPicker.tsx";
import { PriceChart } from "#app/components/prices/PriceChart.tsx";
import { RefreshForm } from "#app/components/prices/RefreshForm.tsx";
import { usePriceRefresh } from "#app/components/prices/usePriceRefresh.ts";
import { CURRENCIES } from "#app/lib/currencies.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { DEFAULT_CHART_RANGE, type ChartRange } from "#app/lib/price-chart.ts";
import { changeBadge, formatConverterPrice } from "#app/lib/price-format.ts";
import { PRICE_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { loadPriceView } from "#app/server/prices/price-view.server.ts";
import { Button } from "#app/components/ui/Button.tsx";

const PATH = "/bitcoin-currency-conversion-calculator";
const DEFAULT_CURRENCY = "USD";
const CONVERTER_ERROR = "Failed to load Bitcoin price data. Please try again later.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const code = (params.get("currency") || DEFAULT_CURRENCY).toUpperCase();
  const currency = CURRENCIES.find((c) => c.code === code);
  if (!currency)
    throw badRequest(`Unknown currency '${params.get("currency")}'. Choose one of the 50 listed on the converter.`);
  const view = await loadPriceView(context, code, params);
  // A currency missing from the prices is left out of the list (spec), unless it is the one chosen.
  const listed = view.pricedCodes.length
    ? CURRENCIES.filter((c) => view.pricedCodes.includes(c.code) || c.code === code)
    : CURRENCIES;
  return json(
    { currency, currencies: listed, ...view },
    { status: view.amount?.error ? 400 : 200, headers: { "Cache-Control": PRICE_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const siteName = siteNameFrom(matches);
  return shareMeta(matches, {
    title: `Bitcoin Currency Conversion Calculator | ${siteName}`,
    description: "Convert Bitcoin (BTC) to 50 fiat currencies at live exchange rates, refreshed every minute.",
    path: PATH,
  });
};

export default function Converter() {
  const { currency, currencies, answer: initial, range, chart, amount } = useLoaderData<typeof loader>();
  const { answer, status, refresh } = usePriceRefresh(initial);
  const keepRange: Record<string, string> = range === DEFAULT_CHART_RANGE ? {} : { range };
  const keep: Record<string, string> = {
    ...(currency.code === DEFAULT_CURRENCY ? {} : { currency: currency.code }),
    ...keepRange,
  };
  const format = (value: number) => formatConverterPrice(value, currency.code);
  const hrefFor = (r: ChartRange) => {
    const query = new URLSearchParams({ ...keep, range: r });
    if (r === DEFAULT_CHART_RANGE) query.delete("range");
    return `${PATH}${query.size ? `?${query}` : ""}#price-chart`;
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Bitcoin Currency Conversion Calculator</h1>
      <p className="mt-2 text-lg text-slate-600">
        See what one bitcoin is worth in 50 currencies, at rates refreshed every minute, and convert any amount both
        ways.
      </p>

      <div className="mt-8 space-y-6">
        <section
          aria-labelledby="converter-title"
          aria-busy={status === "refreshing" || status === "loading"}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center justify-between gap-4">
            <h2 id="converter-title" className="text-xl font-semibold text-slate-900">
              Bitcoin to {currency.code} Converter
            </h2>
            <RefreshForm onRefresh={refresh} keep={keep}>
              <Button
                type="submit"
                disabled={status === "refreshing" || status === "loading"}
                variant="quiet"
                size="xs"
              >
                <RefreshCw
                  aria-hidden="true"
                  className={`h-4 w-4 ${status === "refreshing" || status === "loading" ? "animate-spin" : ""}`}
                />
                Refresh
              </Button>
            </RefreshForm>
          </div>

          <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
            <div>
              {status === "error" ? (
                <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900">
                  {CONVERTER_ERROR}
                </p>
              ) : (
                <>
                  <p className="text-slate-600">1 BTC =</p>
                  <p className="text-sm font-medium text-slate-700">{currency.name}</p>
                  <p className="mt-1 break-words text-4xl font-bold tabular-nums text-slate-900" data-testid="price">
                    {status === "loading" || answer.price === null ? "Loading..." : format(answer.price)}
                  </p>
                  <div className="mt-3">
                    <ChangeBadge badge={changeBadge(answer.change24h, "converter")} />
                  </div>
                </>
              )}
            </div>
            <div className="space-y-3">
              <CurrencyPicker currencies={currencies} selected={currency} keep={keepRange} />
              {status !== "error" && answer.updatedAt ? (
                <p className="text-sm text-slate-600">
                  Last updated: <ClockTime iso={answer.updatedAt} locale="en-US" />
                </p>
              ) : null}
              {answer.stale && answer.price !== null ? (
                <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  The price sources are not answering, so this is the last known price.
                </p>
              ) : null}
              {currency.code === "HRK" ? (
                <p className="text-sm text-slate-600">
                  Croatia replaced the kuna with the euro on 1 January 2023. This rate is the euro price at the fixed
                  7.5345 kuna per euro.
                </p>
              ) : null}
            </div>
          </div>
        </section>

        <AmountConverter code={currency.code} price={answer.price} submitted={amount} keep={keep} />
        <PriceChart points={chart} range={range} code={currency.code} hrefFor={hrefFor} formatPrice={format} />
        {answer.price !== null ? (
          <ConversionTable price={answer.price} code={currency.code} formatFiat={format} />
        ) : null}

        <section
          aria-labelledby="about-converter"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="about-converter" className="text-xl font-semibold text-slate-900">
            About the Bitcoin Currency Converter
          </h2>
          <div className="mt-3 space-y-3 text-slate-700">
            <p>
              The converter prices one bitcoin in 50 national currencies. Rates come from CoinGecko, which combines
              trades from many exchanges; for the few currencies CoinGecko does not cover, and whenever it is
              unavailable, the rate comes from Coinbase instead, and the 24-hour change is then not known.
            </p>
            <p>
              Prices are checked once a minute and this page refreshes itself every 60 seconds while it is open. Amounts
              are shown with at most two decimals. A quote from an exchange or payment app will include its own spread
              and fees.
            </p>
          </div>
        </section>
      </div>
    </div>
  );
}
