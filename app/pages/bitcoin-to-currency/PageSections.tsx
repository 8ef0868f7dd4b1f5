import { Link } from "#app/components/Link.tsx";
import { StaticMarkup } from "#app/components/StaticMarkup.tsx";
import { MENU_PRICE_PAGES, PRICE_INDEX_PATH, pricePagePath, type PricePage } from "#app/lib/currencies.ts";
import { PRICE_HISTORY_PATH } from "#app/lib/price-day.ts";

export function Explainer({ page }: { page: PricePage }) {
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
      <p className="mt-3 text-slate-700">
        For what one bitcoin was worth in {page.name} on a past day, see the{" "}
        <Link
          to={`${PRICE_HISTORY_PATH}?currency=${page.code}`}
          className="focus-ring rounded text-bitcoin-dark underline hover:no-underline"
        >
          Bitcoin price history
        </Link>
        .
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

export function OtherCurrencies({ current }: { current: PricePage }) {
  return (
    <nav aria-labelledby="other-currencies-title">
      <h2 id="other-currencies-title" className="text-lg font-semibold text-slate-900">
        Bitcoin in other currencies
      </h2>
      <StaticMarkup as="ul" from={current} className="mt-3 flex flex-wrap gap-2">
        {MENU_PRICE_PAGES.filter((p) => p.slug !== current.slug).map((p) => (
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
            to={PRICE_INDEX_PATH}
            className="focus-ring block rounded-full border border-slate-200 px-3 py-1 text-sm font-medium text-slate-900 hover:border-bitcoin"
          >
            All 50 currencies
          </Link>
        </li>
      </StaticMarkup>
    </nav>
  );
}
