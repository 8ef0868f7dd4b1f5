import type { LoaderFunctionArgs } from "react-router";

import { CURRENCIES } from "#app/lib/currencies.ts";
import { PRICE_API } from "#app/server/http/cache-control.server.ts";
import { priceAnswer } from "#app/server/prices/price-response.server.ts";
import { latestPrices } from "#app/server/prices/latest-prices.server.ts";

/** GET /api/prices: every currency's price, 24h change, time, source and stale flag. */
export async function loader({ context }: LoaderFunctionArgs) {
  const stored = await latestPrices(context.env, context.ctx);
  const now = Date.now();
  return Response.json(
    {
      fetchedAt: stored ? new Date(stored.fetchedAt).toISOString() : null,
      prices: CURRENCIES.map(({ code }) => priceAnswer(code, stored?.prices[code], now)),
    },
    { headers: { "Cache-Control": PRICE_API } },
  );
}
