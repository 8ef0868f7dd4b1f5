import type { LoaderData } from "#app/lib/loader-data.ts";
import { PricePanel } from "#app/components/prices/PricePanel.tsx";
import { Link } from "#app/components/Link.tsx";
import { RetiredKunaNote } from "#app/components/prices/RetiredKunaNote.tsx";
import { ChangeBadge } from "#app/components/prices/ChangeBadge.tsx";
import { ClockTime } from "#app/components/prices/ClockTime.tsx";
import { CurrencyPicker } from "#app/components/prices/CurrencyPicker.tsx";
import { PriceFigure } from "#app/components/prices/PriceFigure.tsx";
import { RefreshForm } from "#app/components/prices/RefreshForm.tsx";
import type { usePriceRefresh } from "#app/components/prices/usePriceRefresh.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { PRICE_INDEX_PATH } from "#app/lib/currencies.ts";
import { changeBadge } from "#app/lib/price-format.ts";
import { satsPerUnitLine } from "#app/lib/sats-per-unit.ts";
import { dateInWords } from "#app/lib/date-in-words.ts";
import type { loader } from "#app/routes/bitcoin-currency-conversion-calculator/route.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

const CONVERTER_ERROR = "Failed to load Bitcoin price data. Please try again later.";

type Data = LoaderData<typeof loader>;
type Refresh = ReturnType<typeof usePriceRefresh>;

/** One bitcoin in the chosen currency, its change and age, the currency list and a refresh button. */
export function ConverterCard({
  currency,
  currencies,
  answer,
  status,
  onRefresh,
  keep,
  keepRange,
  format,
  pastClose,
}: {
  currency: Data["currency"];
  currencies: Data["currencies"];
  answer: Refresh["answer"];
  status: Refresh["status"];
  onRefresh: Refresh["refresh"];
  /** The query the page's forms keep (currency and chart range). */
  keep: Record<string, string>;
  /** The part of it the currency picker keeps: the chart range and the day. */
  keepRange: Record<string, string>;
  format: (value: number) => string;
  /** A past day's close (UTC), shown instead of the live price when the page converts at it. */
  pastClose: { day: string; price: number } | null;
}) {
  const shownPrice = pastClose ? pastClose.price : answer.price;
  const sats = satsPerUnitLine(shownPrice, currency.code);
  return (
    <section
      aria-labelledby="converter-title"
      aria-busy={status === "refreshing" || status === "loading"}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="converter-title" className="text-xl font-semibold text-slate-900">
          Bitcoin to {currency.code} Converter
        </h2>
        {/* A past day's close does not change: only the live price has a Refresh. */}
        {pastClose ? null : (
          <RefreshForm onRefresh={onRefresh} keep={keep}>
            <Button type="submit" disabled={status === "refreshing" || status === "loading"} variant="quiet" size="xs">
              <Icon
                name="refresh-cw"
                className={`h-4 w-4 ${status === "refreshing" || status === "loading" ? "animate-spin" : ""}`}
              />
              Refresh
            </Button>
          </RefreshForm>
        )}
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
        <div>
          {status === "error" ? (
            <FormAlert tone="error" title={CONVERTER_ERROR} />
          ) : (
            <>
              <p className="text-slate-600">1 BTC =</p>
              <p className="text-sm font-medium text-slate-700">{currency.name}</p>
              <PriceFigure
                text={
                  pastClose
                    ? format(pastClose.price)
                    : status === "loading" || answer.price === null
                      ? "Loading..."
                      : format(answer.price)
                }
                className="mt-1"
              />
              {(pastClose || status !== "loading") && sats ? (
                <p className="mt-1 text-slate-600" data-testid="sats-per-unit">
                  {sats}
                </p>
              ) : null}
              {pastClose ? (
                <p className="mt-3 text-sm text-slate-700" data-testid="past-close">
                  Close of <time dateTime={pastClose.day}>{dateInWords(pastClose.day)}</time> (UTC)
                </p>
              ) : (
                <div className="mt-3">
                  <ChangeBadge badge={changeBadge(answer.change24h, "converter")} />
                </div>
              )}
            </>
          )}
        </div>
        <div className="space-y-3">
          <CurrencyPicker currencies={currencies} selected={currency} keep={keepRange} />
          {!pastClose && status !== "error" && answer.updatedAt ? (
            <p className="text-sm text-slate-600">
              Last updated: <ClockTime iso={answer.updatedAt} locale="en-US" />
            </p>
          ) : null}
          {answer.stale && answer.price !== null ? (
            <FormAlert tone="warning" size="sm">
              <p>The price sources are not answering, so this is the last known price.</p>
            </FormAlert>
          ) : null}
          {currency.code === "HRK" ? <RetiredKunaNote /> : null}
        </div>
      </div>
    </section>
  );
}

export function AboutConverter() {
  return (
    <PricePanel id="about-converter" title="About the Bitcoin Currency Converter" large>
      <div className="mt-3 space-y-3 text-slate-700">
        <p>
          The converter prices one bitcoin in 50 national currencies. Rates come from CoinGecko, which combines trades
          from many exchanges; for the few currencies CoinGecko does not cover, and whenever it is unavailable, the rate
          comes from Coinbase instead, and the 24-hour change is then not known.
        </p>
        <p>
          Prices are checked once a minute and this page refreshes itself every 60 seconds while it is open. Amounts are
          shown with at most two decimals. A quote from an exchange or payment app will include its own spread and fees.
        </p>
        <p>
          Each currency also has its own page with a chart, a conversion table and past prices:{" "}
          <Link to={PRICE_INDEX_PATH} className="focus-ring rounded text-bitcoin-dark underline hover:no-underline">
            Bitcoin price in 50 currencies
          </Link>
          .
        </p>
      </div>
    </PricePanel>
  );
}
