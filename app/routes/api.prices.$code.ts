import type { LoaderFunctionArgs } from "react-router";

import { CURRENCIES } from "#app/lib/currencies.ts";
import { PRICE_API } from "#app/server/http/cache-control.server.ts";
import { priceAnswer } from "#app/server/prices/price-response.server.ts";
import { latestPrices } from "#app/server/prices/latest-prices.server.ts";

/** GET /api/prices/{code}: one currency (case-insensitive code); unknown codes answer 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const code = (params.code ?? "").toUpperCase();
  if (!CURRENCIES.some((c) => c.code === code)) {
    return Response.json({ error: `Unknown currency '${params.code}'.` }, { status: 404 });
  }
  const stored = await latestPrices(context.env, context.ctx);
  return Response.json(priceAnswer(code, stored?.prices[code], Date.now()), {
    headers: { "Cache-Control": PRICE_API },
  });
}
