import { PricePanel } from "#app/components/prices/PricePanel.tsx";
import { useEffect, useId, useState, type FormEvent } from "react";
import { AMOUNT_UNITS, convertAmount, parseAmount, type AmountSet, type AmountUnit } from "#app/lib/price-amounts.ts";
import type { SubmittedAmount } from "#app/server/prices/price-view.server.ts";
import { KeptFields } from "#app/components/prices/KeptFields.tsx";

/**
 * Amounts in BTC, sats and the fiat currency. Each field is its own GET form: without JavaScript,
 * Enter sends that amount and the server fills in the other two; with JavaScript they convert as
 * you type.
 */
export function AmountConverter({
  code,
  price,
  submitted,
  keep,
}: {
  code: string;
  price: number | null;
  submitted: SubmittedAmount | null;
  keep: Record<string, string>;
}) {
  const start = () => ({
    edited: submitted?.unit ?? ("btc" as AmountUnit),
    values:
      submitted?.values ??
      (submitted
        ? { btc: "", sats: "", fiat: "", [submitted.unit]: submitted.raw }
        : convertAmount(1, "btc", price, code)),
    error: submitted?.error ?? null,
  });
  const [state, setState] = useState(start);
  const id = useId();

  // A refreshed price or another currency recomputes from the field the visitor last typed in.
  useEffect(() => {
    setState((current) => {
      const parsed = parseAmount(current.values[current.edited], current.edited, price);
      if (!parsed.ok) return current;
      return { ...current, values: convertAmount(parsed.value, current.edited, price, code), error: null };
    });
  }, [price, code]);

  const type = (unit: AmountUnit, raw: string) => {
    if (raw.trim() === "") {
      setState({ edited: unit, values: { btc: "", sats: "", fiat: "" }, error: null });
      return;
    }
    const parsed = parseAmount(raw, unit, price);
    setState(
      parsed.ok
        ? { edited: unit, values: { ...convertAmount(parsed.value, unit, price, code), [unit]: raw }, error: null }
        : { edited: unit, values: { ...state.values, [unit]: raw }, error: parsed.message },
    );
  };
  const stay = (event: FormEvent) => event.preventDefault();
  const labels: Record<AmountUnit, string> = { btc: "BTC", sats: "sats", fiat: code };

  return (
    <PricePanel id={`${id}-title`} title="Convert an amount">
      <p className="mt-1 text-sm text-slate-600">Type in any field; the others follow. 1 BTC is 100,000,000 sats.</p>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {AMOUNT_UNITS.map((unit) => {
          const invalid = state.error !== null && state.edited === unit;
          return (
            <form key={unit} method="get" onSubmit={stay} className="flex flex-col gap-1">
              <KeptFields values={keep} />
              <label htmlFor={`${id}-${unit}`} className="text-sm font-medium text-slate-700">
                Amount in {labels[unit]}
              </label>
              <div className="flex">
                <input
                  id={`${id}-${unit}`}
                  name={unit}
                  inputMode="decimal"
                  autoComplete="off"
                  value={state.values[unit as keyof AmountSet]}
                  onChange={(event) => type(unit, event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-error` : undefined}
                  className="focus-ring min-w-0 flex-1 rounded-l-md border border-slate-300 px-3 py-2 tabular-nums"
                />
                <button
                  type="submit"
                  className="focus-ring rounded-r-md border border-l-0 border-slate-300 bg-slate-50 px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
                >
                  Convert<span className="sr-only"> from {labels[unit]}</span>
                </button>
              </div>
            </form>
          );
        })}
      </div>
      {state.error ? (
        <p id={`${id}-error`} role="alert" className="mt-3 text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
      {price === null ? (
        <p className="mt-3 text-sm text-slate-600">Amounts in {code} need a price; BTC and sats still convert.</p>
      ) : null}
    </PricePanel>
  );
}
