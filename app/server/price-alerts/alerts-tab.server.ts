// What the profile's Price Alerts tab shows: the user's alerts, and each currency's current price
// beside the form (from the stored prices, refreshed in the background when behind).
import type { AppLoadContext } from "react-router";
import { CURRENCIES } from "#app/lib/currencies.ts";
import { latestPrices } from "#app/server/prices/latest-prices.server.ts";
import { listPriceAlerts, type PriceAlert } from "#app/server/price-alerts/price-alerts.server.ts";

export interface AlertsTab {
  alerts: PriceAlert[];
  /** Currency code → its current price, or null when none is stored. */
  prices: Record<string, number | null>;
}

export const NO_ALERTS_TAB: AlertsTab = { alerts: [], prices: {} };

export async function loadAlertsTab(context: AppLoadContext, userId: string): Promise<AlertsTab> {
  const [alerts, stored] = await Promise.all([
    listPriceAlerts(context.db(), userId),
    latestPrices(context.env, context.ctx),
  ]);
  const prices = Object.fromEntries(CURRENCIES.map(({ code }) => [code, stored?.prices[code]?.value ?? null]));
  return { alerts, prices };
}
