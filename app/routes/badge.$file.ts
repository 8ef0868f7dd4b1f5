import type { LoaderFunctionArgs } from "react-router";
import { CURRENCIES } from "#app/lib/currencies.ts";
import { badgeCode } from "#app/lib/price-badge.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { latestPrices } from "#app/server/prices/latest-prices.server.ts";
import { priceBadgeResponse } from "#app/server/prices/price-badge.server.ts";

/** GET /badge/btc-{code}.svg: the price badge of any of the 50 currencies (code in any case). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const code = badgeCode(params.file ?? "");
  if (!code || !CURRENCIES.some((c) => c.code === code)) return notFound("No badge for this currency.");
  const stored = await latestPrices(context.env, context.ctx).catch((error) => {
    console.error("price badge", error);
    return null;
  });
  return priceBadgeResponse(code, stored?.prices[code]);
}
