import type { LoaderFunctionArgs } from "react-router";

import { PRICE_API } from "#app/server/http/cache-control.server.ts";
import { latestMarket } from "#app/server/prices/latest-prices.server.ts";
import { marketAnswer } from "#app/server/prices/price-response.server.ts";

/** GET /api/market: the home card's Bitcoin market figures in USD with the 7-day sparkline. */
export async function loader({ context }: LoaderFunctionArgs) {
  const market = await latestMarket(context.env, context.ctx);
  return Response.json(marketAnswer(market, Date.now()), { headers: { "Cache-Control": PRICE_API } });
}
