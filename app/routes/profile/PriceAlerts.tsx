import { Form } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { useState } from "react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { FormField } from "#app/components/form/FormField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { CURRENCIES } from "#app/lib/currencies.ts";
import { formatConverterPrice } from "#app/lib/price-format.ts";
import {
  ALERT_INTENTS,
  MAX_ALERTS_PER_USER,
  alertPricePath,
  alertTimeText,
  type PriceAlertFailure,
} from "#app/lib/price-alerts.ts";
import type { AlertsTab } from "#app/server/price-alerts/alerts-tab.server.ts";

const priceText = (price: number | null | undefined, code: string) =>
  price ? formatConverterPrice(price, code) : "no price yet";

/**
 * The user's price alerts, each with Delete (and Re-arm once it has fired), and the form that sets
 * one, with each currency's current price. Plain forms, so they work without JavaScript.
 */
export function PriceAlerts({
  alerts,
  prices,
  failed,
  saving,
}: AlertsTab & { failed: PriceAlertFailure | null; saving: boolean }) {
  const [currency, setCurrency] = useState(failed?.values.currency?.toUpperCase() || "USD");
  return (
    <div className="space-y-8">
      {alerts.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-slate-700">
          You have no price alerts yet. Set one below to get an e-mail when bitcoin reaches a price.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {alerts.map((alert) => {
            const what = `${alert.currency} ${alert.direction} ${formatConverterPrice(alert.level, alert.currency)}`;
            return (
              <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-medium text-slate-900">
                    <Link to={alertPricePath(alert.currency)} className="focus-ring rounded hover:underline">
                      {alert.currency}
                    </Link>
                    {` ${alert.direction} ${formatConverterPrice(alert.level, alert.currency)}`}
                  </p>
                  <p className="text-sm text-slate-600">
                    {alert.armed && alert.waitsForCross
                      ? `Armed for the next crossing: it fires once the price has been ${alert.direction === "above" ? "below" : "above"} the level`
                      : alert.armed || !alert.firedAt
                        ? "Armed"
                        : `Fired at ${alertTimeText(alert.firedAt)} at ${priceText(alert.firedPrice, alert.currency)}`}
                  </p>
                </div>
                <div className="flex gap-2">
                  {alert.armed ? null : (
                    <AlertButton intent={ALERT_INTENTS.rearm} alertId={alert.id} label="Re-arm" what={what} />
                  )}
                  <AlertButton intent={ALERT_INTENTS.remove} alertId={alert.id} label="Delete" what={what} />
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {/* Keyed by the count, so the fields empty once an alert is added. */}
      <Form key={alerts.length} method="post" action="/profile?tab=alerts" className="max-w-md space-y-4" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value={ALERT_INTENTS.create} />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Set a price alert</h2>
          <p className="mt-1 text-sm text-slate-600">
            We e-mail you once when bitcoin&apos;s price reaches it; the alert then rests until you re-arm it. Up to{" "}
            {MAX_ALERTS_PER_USER} alerts.
          </p>
        </div>
        <FormField id="currency" label="Currency" error={failed?.fieldErrors.currency}>
          {(control) => (
            <select {...control} value={currency} onChange={(event) => setCurrency(event.target.value)}>
              {CURRENCIES.map(({ code, name }) => (
                <option key={code} value={code}>
                  {`${code} · ${name} · ${priceText(prices[code], code)}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <p role="status" className="text-sm text-slate-700">
          Current price: 1 BTC ={" "}
          <span className="font-medium text-slate-900">{priceText(prices[currency], currency)}</span>
        </p>
        <FormField id="direction" label="When the price is" error={failed?.fieldErrors.direction}>
          {(control) => (
            <select {...control} defaultValue={failed?.values.direction || "above"}>
              <option value="above">at or above</option>
              <option value="below">at or below</option>
            </select>
          )}
        </FormField>
        <FormField id="level" label="Price" error={failed?.fieldErrors.level}>
          {(control) => <input {...control} inputMode="decimal" defaultValue={failed?.values.level ?? ""} />}
        </FormField>
        <SubmitButton busy={saving} busyLabel="Setting...">
          Set alert
        </SubmitButton>
      </Form>
    </div>
  );
}

function AlertButton({
  intent,
  alertId,
  label,
  what,
}: {
  intent: string;
  alertId: string;
  label: string;
  what: string;
}) {
  return (
    <Form method="post" action="/profile?tab=alerts">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="alertId" value={alertId} />
      <Button type="submit" variant="quiet" size="xs">
        {label}
        <span className="sr-only">{` ${what}`}</span>
      </Button>
    </Form>
  );
}
