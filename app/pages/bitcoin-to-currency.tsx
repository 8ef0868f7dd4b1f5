// The 24 single-currency price pages, /bitcoin-to-{slug} (routes listed in remix.config.js).
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Bitcoin, RefreshCw } from "lucide-react";
import { AmountConverter } from "#app/components/prices/AmountConverter.tsx";
import { ChangeBadge } from "#app/components/prices/ChangeBadge.tsx";
import { ClockTime } from "#app/components/prices/ClockTime.tsx";
import { ConversionTable } from "#app/components/prices/ConversionTable.tsx";
import { PriceChart } from "#app/components/prices/PriceChart.tsx";
import { PriceErrorCard, PriceSkeleton } from "#app/components/prices/PriceStates.tsx";
import { RefreshForm } from "#app/components/prices/RefreshForm.tsx";
import { usePriceRefresh } from "#app/components/prices/usePriceRefresh.ts";
import { PRICE_PAGES, pricePagePath, type PricePage } from "#app/lib/currencies.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { DEFAULT_CHART_RANGE, type ChartRange } from "#app/lib/price-chart.ts";
import { changeBadge, formatPagePrice } from "#app/lib/price-format.ts";
import { PRICE_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { loadPriceView } from "#app/server/prices/price-view.server.ts";

const PAGE_ERROR = "Failed to load Bitcoin price data. Please try again.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = PRICE_PAGES.find((p) => pricePagePath(p) === url.pathname.replace(/\/$/, ""));
  if (!page) throw notFound();
  const view = await loadPriceView(context, page.code, url.searchParams);
  return json({ page, ...view }, { status: view.amount?.error ? 400 : 200, headers: { "Cache-Control": PRICE_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

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
  const { page, answer: initial, range, chart, amount } = useLoaderData<typeof loader>();
  const { answer, status, refresh } = usePriceRefresh(initial);
  const keep: Record<string, string> = range === DEFAULT_CHART_RANGE ? {} : { range };
  const format = (value: number) => formatPagePrice(value, page.code);
  const hrefFor = (r: ChartRange) =>
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
          <PriceCard page={page} answer={answer} refreshing={status === "refreshing"} onRefresh={refresh} keep={keep} />
        )}
        <AmountConverter code={page.code} price={answer.price} submitted={amount} keep={keep} />
        <PriceChart points={chart} range={range} code={page.code} hrefFor={hrefFor} formatPrice={format} />
        {answer.price !== null ? <ConversionTable price={answer.price} code={page.code} formatFiat={format} /> : null}
        <Explainer page={page} />
        <OtherCurrencies current={page} />
      </div>
    </div>
  );
}

function PriceCard({
  page,
  answer,
  refreshing,
  onRefresh,
  keep,
}: {
  page: PricePage;
  answer: ReturnType<typeof usePriceRefresh>["answer"];
  refreshing: boolean;
  onRefresh: () => void;
  keep: Record<string, string>;
}) {
  const price = formatPagePrice(answer.price, page.code);
  return (
    <section
      aria-label={`Bitcoin price in ${page.name}`}
      aria-busy={refreshing}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-bitcoin text-white">
            <Bitcoin aria-hidden="true" className="h-7 w-7" />
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
            <RefreshCw aria-hidden="true" className={`h-5 w-5 ${refreshing ? "animate-spin" : ""}`} />
          </button>
        </RefreshForm>
      </div>
      <p className="mt-6 break-words text-4xl font-bold tabular-nums text-slate-900 sm:text-5xl" data-testid="price">
        {price}
      </p>
      <p className="mt-2 text-slate-600">1 BTC = {price}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ChangeBadge badge={changeBadge(answer.change24h, "single")} />
        {answer.updatedAt ? (
          <p className="text-sm text-slate-600">
            Last updated: <ClockTime iso={answer.updatedAt} locale={page.locale} />
          </p>
        ) : null}
      </div>
      {answer.stale && answer.price !== null ? (
        <p role="status" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          The price sources are not answering, so this is the last known price. It updates as soon as they are back.
        </p>
      ) : null}
    </section>
  );
}

function Explainer({ page }: { page: PricePage }) {
  return (
    <section aria-labelledby="about-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="about-title" className="text-xl font-semibold text-slate-900">
        About Bitcoin to {page.name} Conversion
      </h2>
      <p className="mt-3 text-slate-700">
        This page shows what one bitcoin is worth in {page.name} right now. The rate comes from CoinGecko, which
        aggregates trades across many exchanges, with Coinbase as a fallback. It is checked every minute and this page
        refreshes itself while you keep it open. Exchanges, brokers and payment apps each quote their own price and
        fees, so the amount you actually pay or receive can differ a little.
      </p>
      <h3 className="mt-5 font-semibold text-slate-900">Why Monitor BTC to {page.code}?</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        <li>Make informed investment decisions with a rate expressed in {page.name}.</li>
        <li>Time purchases and sales around price moves.</li>
        <li>Understand market trends in your local currency rather than in US dollars.</li>
        <li>Calculate the value of your holdings in {page.name}.</li>
      </ul>
    </section>
  );
}

function OtherCurrencies({ current }: { current: PricePage }) {
  return (
    <nav aria-labelledby="other-currencies-title">
      <h2 id="other-currencies-title" className="text-lg font-semibold text-slate-900">
        Bitcoin in other currencies
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {PRICE_PAGES.filter((p) => p.slug !== current.slug).map((p) => (
          <li key={p.slug}>
            <Link
              to={pricePagePath(p)}
              className="focus-ring block rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 hover:border-bitcoin"
            >
              BTC to {p.code}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/bitcoin-currency-conversion-calculator"
            className="focus-ring block rounded-full border border-slate-200 px-3 py-1 text-sm font-medium text-slate-900 hover:border-bitcoin"
          >
            All 50 currencies
          </Link>
        </li>
      </ul>
    </nav>
  );
}
