import type { LoaderFunctionArgs } from "react-router";

import { readEtfProgress } from "#app/server/etf/etf-refresh-progress.server.ts";

/** GET /api/etf-progress: how far the running ETF refresh has got ("3 of 12"), never cached. */
export async function loader({ context }: LoaderFunctionArgs) {
  return Response.json(await readEtfProgress(context.env.CACHE), { headers: { "Cache-Control": "no-store" } });
}
