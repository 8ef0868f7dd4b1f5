import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { CURRENCIES, currencyLabel } from "#app/lib/currencies.ts";

const FIELD_CLASS =
  "focus-ring h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus:border-slate-500";

/** The page's GET form: a currency of the 50 and a day, sent as ?currency=GBP&date=2025-11-01. */
export function DayPriceForm({
  code,
  rawDay,
  dayError,
  today,
}: {
  code: string;
  rawDay: string;
  dayError: string | null;
  /** The latest day to offer (UTC), the date field's max. */
  today: string;
}) {
  return (
    <Form method="get" className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <div>
        <label htmlFor="history-currency" className="mb-1 block text-sm font-medium text-slate-700">
          Currency
        </label>
        {/* key: a new value from the URL (back/forward) resets the uncontrolled field */}
        <select key={code} id="history-currency" name="currency" defaultValue={code} className={FIELD_CLASS}>
          {CURRENCIES.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currencyLabel(currency)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="history-date" className="mb-1 block text-sm font-medium text-slate-700">
          Date (UTC)
        </label>
        <input
          key={rawDay}
          id="history-date"
          name="date"
          type="date"
          max={today}
          defaultValue={rawDay}
          aria-invalid={dayError ? true : undefined}
          aria-describedby={dayError ? "history-date-error" : undefined}
          className={`${FIELD_CLASS} tabular-nums`}
        />
      </div>
      <Button type="submit" className="h-11">
        Show price
      </Button>
      {dayError ? (
        <p id="history-date-error" role="alert" className="text-sm text-red-700 sm:col-span-3">
          {dayError}
        </p>
      ) : null}
    </Form>
  );
}
