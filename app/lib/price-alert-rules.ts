// The price alert form's rules, checked on the server. The level is read by parseAlertLevel once
// the currency is known, since how large a level may be depends on that currency's price.
import { z } from "zod";
import { ALERT_DIRECTIONS, isAlertCurrency } from "#app/lib/price-alerts.ts";

export const PriceAlertForm = z.object({
  currency: z.string().trim().toUpperCase().refine(isAlertCurrency, "Choose one of the 50 currencies."),
  direction: z.enum(ALERT_DIRECTIONS, { error: "Choose above or below." }),
  level: z.string(),
});
