// The index of every currency's price page, /bitcoin-prices: the 50 currencies under their regions,
// each with bitcoin's price in it and its 24-hour change.
import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { ChangeBadge } from "#app/components/prices/ChangeBadge.tsx";
import { PRICE_INDEX_PATH, pricePagePath, pricePagesByRegion } from "#app/lib/currencies.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { changeBadge, formatPagePrice, pageNumberStyle } from "#app/lib/price-format.ts";
import type { IntlHandle } from "#app/lib/intl-warm-up.ts";
import { PRICE_PAGE } from "#app/server/http/cache-control.server.ts";
import { latestPrices } from "#app/server/prices/latest-prices.server.ts";

export async function loader({ context }: LoaderFunctionArgs) {
  const stored = await latestPrices(context.env, context.ctx);
  const prices = Object.fromEntries(
    Object.entries(stored?.prices ?? {}).map(([code, price]) => [
      code,
      { value: price.value, change24h: price.change24h },
    ]),
  );
  return data({ prices }, { headers: { "Cache-Control": PRICE_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Each price in its currency's own format, written with Intl as the page hydrates. */
export const handle: IntlHandle = { formatsWithIntl: true };

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  shareMeta(matches, {
    title: `Bitcoin Price in 50 Currencies | ${siteNameFrom(matches)}`,
    description: "Bitcoin's live price in 50 currencies, grouped by region, each with its own page, chart and history.",
    path: PRICE_INDEX_PATH,
  });

const regionId = (region: string) => `region-${region.toLowerCase().replace(/ /g, "-")}`;

export default function BitcoinPrices() {
  const { prices } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Bitcoin price in 50 currencies</h1>
      <p className="mt-2 text-lg text-slate-600">
        What one bitcoin is worth in each currency the site prices, checked every minute. Each has its own page with a
        chart, a conversion table and past prices.
      </p>
      <div className="mt-8 space-y-8">
        {pricePagesByRegion().map(({ region, pages }) => (
          <section key={region} aria-labelledby={regionId(region)}>
            <h2 id={regionId(region)} className="text-xl font-semibold text-slate-900">
              {region}
            </h2>
            <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {pages.map((page) => {
                const price = prices[page.code];
                return (
                  <li key={page.code}>
                    <Link
                      to={pricePagePath(page)}
                      className="focus-ring block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-bitcoin"
                    >
                      <span className="block font-semibold text-slate-900">
                        Bitcoin to {page.name} ({page.code})
                      </span>
                      <span className="mt-1 block text-lg tabular-nums text-slate-900">
                        {price ? formatPagePrice(price.value, page.code) : "No price yet"}
                      </span>
                      {price ? (
                        <span className="mt-2 block">
                          <ChangeBadge badge={changeBadge(price.change24h, "single", pageNumberStyle(page.code))} />
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
