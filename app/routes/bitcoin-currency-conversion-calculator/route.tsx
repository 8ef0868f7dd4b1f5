import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { AmountConverter } from "#app/components/prices/AmountConverter.tsx";
import { BadgeSnippet } from "#app/components/prices/BadgeSnippet.tsx";
import { ConversionTable } from "#app/components/prices/ConversionTable.tsx";
import { PriceChart } from "#app/components/prices/PriceChart.tsx";
import { usePriceRefresh } from "#app/components/prices/usePriceRefresh.ts";
import { CURRENCIES } from "#app/lib/currencies.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { DEFAULT_CHART_RANGE, type ChartChoice } from "#app/lib/price-chart.ts";
import { formatConverterPrice } from "#app/lib/price-format.ts";
import { utcDay } from "#app/lib/price-day.ts";
import { PRICE_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { lookUpDayPrice } from "#app/server/prices/day-close.server.ts";
import { badgeOnConverter } from "#app/server/prices/price-badge.server.ts";
import { loadPriceView } from "#app/server/prices/price-view.server.ts";
import { AboutConverter, ConverterCard } from "#app/routes/bitcoin-currency-conversion-calculator/ConverterCard.tsx";
import { PastDayField } from "#app/routes/bitcoin-currency-conversion-calculator/PastDayField.tsx";
import type { IntlHandle } from "#app/lib/intl-warm-up.ts";

const PATH = "/bitcoin-currency-conversion-calculator";
const DEFAULT_CURRENCY = "USD";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const code = (params.get("currency") || DEFAULT_CURRENCY).toUpperCase();
  const currency = CURRENCIES.find((c) => c.code === code);
  if (!currency)
    throw badRequest(`Unknown currency '${params.get("currency")}'. Choose one of the 50 listed on the converter.`);
  const now = Date.now();
  // A past day (?date=) converts amounts at its close; without one, at the live price.
  const past = await lookUpDayPrice(context.db(), code, params.get("date"), now);
  const view = await loadPriceView(context, code, params, past ? (past.price?.close?.price ?? null) : undefined);
  // A currency missing from the prices is left out of the list (spec), unless it is the one chosen.
  const listed = view.pricedCodes.length
    ? CURRENCIES.filter((c) => view.pricedCodes.includes(c.code) || c.code === code)
    : CURRENCIES;
  return data(
    {
      currency,
      currencies: listed,
      ...view,
      past,
      today: utcDay(now),
      badge: badgeOnConverter(context.env.SITE_URL, currency, view.answer),
    },
    { status: view.amount?.error || past?.error ? 400 : 200, headers: { "Cache-Control": PRICE_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Prices and times in the currency's own formats, written with Intl as the page hydrates. */
export const handle: IntlHandle = { formatsWithIntl: true };

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const siteName = siteNameFrom(matches);
  return shareMeta(matches, {
    title: `Bitcoin Currency Conversion Calculator | ${siteName}`,
    description: "Convert Bitcoin (BTC) to 50 fiat currencies at live exchange rates, refreshed every minute.",
    path: PATH,
  });
};

export default function Converter() {
  const {
    currency,
    currencies,
    answer: initial,
    range,
    chart,
    amount,
    past,
    today,
    badge,
  } = useLoaderData<typeof loader>();
  const { answer, status, refresh } = usePriceRefresh(initial);
  const keepRange: Record<string, string> = range === DEFAULT_CHART_RANGE ? {} : { range };
  const keepDay: Record<string, string> = past?.price ? { date: past.price.day } : {};
  const keepCurrency: Record<string, string> = currency.code === DEFAULT_CURRENCY ? {} : { currency: currency.code };
  const keep: Record<string, string> = { ...keepCurrency, ...keepRange, ...keepDay };
  const amountPrice = past ? (past.price?.close?.price ?? null) : answer.price;
  const liveQuery = new URLSearchParams({ ...keepCurrency, ...keepRange });
  const format = (value: number) => formatConverterPrice(value, currency.code);
  const hrefFor = (r: ChartChoice) => {
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
        <ConverterCard
          currency={currency}
          currencies={currencies}
          answer={answer}
          status={status}
          onRefresh={refresh}
          keep={keep}
          keepRange={{ ...keepRange, ...keepDay }}
          format={format}
          pastClose={past?.price?.close ? { day: past.price.day, price: past.price.close.price } : null}
        />

        <PastDayField
          lookup={past}
          keep={{ ...keepCurrency, ...keepRange }}
          today={today}
          liveHref={`${PATH}${liveQuery.size ? `?${liveQuery}` : ""}`}
          format={format}
        />
        <AmountConverter code={currency.code} price={amountPrice} submitted={amount} keep={keep} />
        <PriceChart points={chart} range={range} code={currency.code} hrefFor={hrefFor} formatPrice={format} />
        {amountPrice !== null ? <ConversionTable price={amountPrice} code={currency.code} formatFiat={format} /> : null}

        <BadgeSnippet code={currency.code} name={currency.name} badge={badge} />
        <AboutConverter />
      </div>
    </div>
  );
}
