import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";

import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { methodNotAllowed } from "#app/server/http/responses.server.ts";
import { loadEtfTable } from "#app/server/etf/etf-page-data.server.ts";
import { etfRefreshAction } from "#app/server/etf/etf-refresh-action.server.ts";

/** GET /api/etfs: the ETF table as the page shows it. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { table, loadFailed } = await loadEtfTable(context);
  if (loadFailed) return Response.json({ error: "Failed to load ETF data. Please try refreshing." }, { status: 503 });
  return Response.json(table, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

/** POST /api/etfs: the page's 'Refresh Data' with JavaScript; answers the outcome and the table. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed("POST");
  const result = await etfRefreshAction(context, request);
  const { table } = await loadEtfTable(context);
  return Response.json({ ...result, table }, { headers: { "Cache-Control": "no-store" } });
}
