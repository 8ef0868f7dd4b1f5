import { PricePanel } from "#app/components/prices/PricePanel.tsx";
import { Form } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { DayPriceAnswer } from "#app/components/prices/DayPriceAnswer.tsx";
import { KeptFields } from "#app/components/prices/KeptFields.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { dateInWords } from "#app/lib/date-in-words.ts";
import { PRICE_HISTORY_PATH } from "#app/lib/price-day.ts";
import type { DayPriceLookup } from "#app/server/prices/day-close.server.ts";

/**
 * The converter's date: a GET form (?date=2025-11-01) that makes the amounts below convert at that
 * day's close; empty is the live price. Its answer says which price the amounts use.
 */
export function PastDayField({
  lookup,
  keep,
  today,
  liveHref,
  format,
}: {
  lookup: DayPriceLookup | null;
  /** The query the form keeps (currency and chart range). */
  keep: Record<string, string>;
  /** The latest day to offer (UTC), the date field's max. */
  today: string;
  /** This page without the date. */
  liveHref: string;
  format: (value: number) => string;
}) {
  const dayPrice = lookup?.price ?? null;
  return (
    <PricePanel id="past-day-title" title="Price on a past day">
      <p className="mt-1 text-sm text-slate-600">
        Leave the date empty to convert at the live price, or choose a day to convert at that day&apos;s close (UTC).
      </p>
      <Form method="get" preventScrollReset className="mt-4 flex flex-wrap items-end gap-3">
        <KeptFields values={keep} />
        <div>
          <label htmlFor="converter-date" className="mb-1 block text-sm font-medium text-slate-700">
            Date (UTC)
          </label>
          <input
            key={lookup?.raw ?? ""}
            id="converter-date"
            name="date"
            type="date"
            max={today}
            defaultValue={lookup?.raw ?? ""}
            aria-invalid={lookup?.error ? true : undefined}
            aria-describedby={lookup?.error ? "converter-date-error" : undefined}
            className="focus-ring h-11 rounded-md border border-slate-300 bg-white px-3 tabular-nums text-slate-900"
          />
        </div>
        <Button type="submit" variant="secondary" className="h-11">
          Use this date
        </Button>
        {lookup ? (
          <Link
            to={liveHref}
            preventScrollReset
            className="focus-ring flex h-11 items-center rounded text-sm text-bitcoin-dark underline hover:no-underline"
          >
            Back to the live price
          </Link>
        ) : null}
      </Form>
      {lookup?.error ? (
        <p id="converter-date-error" role="alert" className="mt-3 text-sm text-red-700">
          {lookup.error}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">
        Or look up one bitcoin in any currency on any day on the{" "}
        <Link to={PRICE_HISTORY_PATH} className="focus-ring rounded text-bitcoin-dark underline hover:no-underline">
          Bitcoin price history
        </Link>{" "}
        page.
      </p>
      {dayPrice ? (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <DayPriceAnswer dayPrice={dayPrice} format={format} />
          {dayPrice.close ? (
            <p role="status" className="mt-3 font-medium text-slate-900">
              Amounts below convert at the close of {dateInWords(dayPrice.day)}, not at the live price.
            </p>
          ) : null}
        </div>
      ) : null}
    </PricePanel>
  );
}
