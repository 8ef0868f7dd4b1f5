import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { PRICE_API } from "~/server/http/cache-control";
import { latestMarket } from "~/server/prices/latest-prices";
import { marketAnswer } from "~/server/prices/price-response";

/** GET /api/market: the home card's Bitcoin market figures in USD with the 7-day sparkline. */
export async function loader({ context }: LoaderFunctionArgs) {
  const market = await latestMarket(context.env, context.ctx);
  return json(marketAnswer(market, Date.now()), { headers: { "Cache-Control": PRICE_API } });
}
