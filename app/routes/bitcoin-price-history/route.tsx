import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { Breadcrumb } from "#app/components/Breadcrumb.tsx";
import { DayPriceAnswer } from "#app/components/prices/DayPriceAnswer.tsx";
import { StructuredData, useSiteUrl } from "#app/components/StructuredData.tsx";
import { CURRENCIES } from "#app/lib/currencies.ts";
import { dateInWords } from "#app/lib/date-in-words.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { dayBefore, dayPricePath, PRICE_HISTORY_PATH, utcDay } from "#app/lib/price-day.ts";
import { formatConverterPrice } from "#app/lib/price-format.ts";
import { absoluteUrl, breadcrumbList } from "#app/lib/structured-data.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { lookUpDayPrice } from "#app/server/prices/day-close.server.ts";
import { DayPriceForm } from "#app/routes/bitcoin-price-history/DayPriceForm.tsx";
import type { IntlHandle } from "#app/lib/intl-warm-up.ts";

const PATH = PRICE_HISTORY_PATH;
const TITLE = "Bitcoin Price History";
const CONVERTER_PATH = "/bitcoin-currency-conversion-calculator";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const code = (params.get("currency") || "USD").toUpperCase();
  const currency = CURRENCIES.find((c) => c.code === code);
  if (!currency)
    throw badRequest(`Unknown currency '${params.get("currency")}'. Choose one of the 50 listed on the page.`);
  const now = Date.now();
  const lookup = await lookUpDayPrice(context.db(), code, params.get("date"), now);
  const today = utcDay(now);
  return data(
    { currency, lookup, today, example: dayBefore(today) },
    { status: lookup?.error ? 400 : 200, headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Prices and times in the currency's own formats, written with Intl as the page hydrates. */
export const handle: IntlHandle = { formatsWithIntl: true };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const siteName = siteNameFrom(matches);
  const dayPrice = data?.lookup?.price;
  if (!data || !dayPrice) {
    return shareMeta(matches, {
      title: `${TITLE} by Date | ${siteName}`,
      description:
        "What one bitcoin was worth on a past day in any of 50 currencies: the day's closing price in UTC, with its source.",
      path: PATH,
    });
  }
  const day = dateInWords(dayPrice.day);
  return shareMeta(matches, {
    title: `Bitcoin Price in ${dayPrice.code} on ${day} | ${siteName}`,
    description: `The price of one bitcoin in ${data.currency.name} (${dayPrice.code}) on ${day}: the day's close in UTC, with its source.`,
    path: dayPricePath(dayPrice.code, dayPrice.day),
  });
};

export default function BitcoinPriceHistory() {
  const { currency, lookup, today, example } = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  const format = (value: number) => formatConverterPrice(value, currency.code);
  const dayPrice = lookup?.price ?? null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <StructuredData
        data={breadcrumbList([
          { name: "Home", url: absoluteUrl(siteUrl, "/") },
          { name: TITLE, url: absoluteUrl(siteUrl, PATH) },
        ])}
      />
      <Breadcrumb crumbs={[{ label: TITLE, to: PATH }]} />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">{TITLE}</h1>
      <p className="mt-2 text-lg text-slate-600">
        What one bitcoin was worth on a past day, in any of 50 currencies, from the price history this site keeps.
      </p>

      <section
        aria-label="Choose a currency and a day"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <DayPriceForm code={currency.code} rawDay={lookup?.raw ?? ""} dayError={lookup?.error ?? null} today={today} />
      </section>

      <section aria-live="polite" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {dayPrice ? (
          <>
            <h2 className="sr-only">
              Bitcoin in {currency.name} on {dateInWords(dayPrice.day)}
            </h2>
            <DayPriceAnswer dayPrice={dayPrice} format={format} />
            {dayPrice.close ? (
              <p className="mt-4 text-sm">
                <Link
                  to={dayPricePath(currency.code, dayPrice.day, CONVERTER_PATH)}
                  className="focus-ring rounded text-bitcoin-dark underline hover:no-underline"
                >
                  Convert an amount at this price
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-slate-700">
            Choose a currency and a day to see the price of one bitcoin at that day&apos;s close (UTC). For example:{" "}
            <Link
              to={dayPricePath(currency.code, example)}
              className="focus-ring rounded text-bitcoin-dark underline hover:no-underline"
            >
              1 BTC in {currency.code} on {dateInWords(example)}
            </Link>
            .
          </p>
        )}
      </section>

      <p className="mt-6 text-sm text-slate-600">
        For today&apos;s price, amounts in BTC and sats, and charts, use the{" "}
        <Link to={CONVERTER_PATH} className="focus-ring rounded text-bitcoin-dark underline hover:no-underline">
          Bitcoin currency converter
        </Link>
        .
      </p>
    </div>
  );
}
