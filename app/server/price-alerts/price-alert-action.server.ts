// The profile's price alert forms: setting an alert (checked against the currency's current price,
// at most MAX_ALERTS_PER_USER a user), deleting one, and re-arming one that fired. A refused alert
// comes back with what was typed and a message per field; an alert id no form sends answers 400.
import { data, redirect, type AppLoadContext } from "react-router";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import { PriceAlertForm } from "#app/lib/price-alert-rules.ts";
import {
  ALERT_INTENTS,
  ALERT_LIMIT_MESSAGE,
  parseAlertLevel,
  type AlertField,
  type PriceAlertFailure,
} from "#app/lib/price-alerts.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { latestPrices } from "#app/server/prices/latest-prices.server.ts";
import { hitRateLimit } from "#app/server/security/rate-limit.server.ts";
import { addPriceAlert, deletePriceAlert, rearmPriceAlert } from "#app/server/price-alerts/price-alerts.server.ts";

export const ALERTS_TAB = "/profile?tab=alerts";

/** Re-arms a user may make in an hour: enough for any real use, too few for a mail loop. */
export const REARMS_PER_USER = { max: 10, windowSeconds: 3600 };

const refused = (
  status: number,
  values: Partial<Record<AlertField, string>>,
  fieldErrors: Partial<Record<AlertField, string>>,
) => data<PriceAlertFailure>({ ...formFailure(values, { fieldErrors }), intent: ALERT_INTENTS.create }, { status });

/** Handles the form when its intent is one of the alert forms'; null otherwise. */
export async function priceAlertAction(context: AppLoadContext, userId: string, form: FormData) {
  switch (form.get("intent")) {
    case ALERT_INTENTS.create:
      return setAlert(context, userId, form);
    case ALERT_INTENTS.remove:
      if (!(await deletePriceAlert(context.db(), userId, alertIdOf(form)))) throw notFound("Unknown alert.");
      return redirect(`${ALERTS_TAB}&notice=price-alert-deleted`);
    case ALERT_INTENTS.rearm: {
      const alertId = alertIdOf(form);
      const limit = await hitRateLimit(context.db(), { key: `price-alert-rearm:${userId}`, ...REARMS_PER_USER });
      if (!limit.allowed) return redirect(`${ALERTS_TAB}&notice=price-alert-rearm-limited`);
      if (!(await rearmPriceAlert(context.db(), userId, alertId))) throw notFound("Unknown alert.");
      return redirect(`${ALERTS_TAB}&notice=price-alert-rearmed`);
    }
    default:
      return null;
  }
}

function alertIdOf(form: FormData): string {
  const id = form.get("alertId");
  if (typeof id !== "string" || !isUuid(id)) throw badRequest("Unknown alert.");
  return id;
}

async function setAlert(context: AppLoadContext, userId: string, form: FormData) {
  const parsed = parseForm(form, PriceAlertForm);
  const { values } = parsed;
  if (!parsed.ok) {
    // The level is read too, so every wrong field says so at once.
    const level = parseAlertLevel(values.level ?? "", "", null);
    return refused(400, values, { ...(level.ok ? {} : { level: level.message }), ...parsed.fieldErrors });
  }
  const { currency, direction } = parsed.data;
  const stored = await latestPrices(context.env, context.ctx);
  const level = parseAlertLevel(parsed.data.level, currency, stored?.prices[currency]?.value ?? null);
  if (!level.ok) return refused(400, values, { level: level.message });
  const added = await addPriceAlert(context.db(), userId, { currency, direction, level: level.value });
  if (added === "full") return refused(409, values, { level: ALERT_LIMIT_MESSAGE });
  return redirect(`${ALERTS_TAB}&notice=price-alert-set`);
}
