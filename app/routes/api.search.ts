import type { LoaderFunctionArgs } from "react-router";

import { normalizeSearchQuery } from "#app/lib/search-ranking.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { NO_RESULTS, searchCatalogue } from "#app/server/search/search-catalogue.server.ts";

/** GET /api/search?q=: the global search's three groups in one answer. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = normalizeSearchQuery(new URL(request.url).searchParams.get("q"));
  const results = q === null ? NO_RESULTS : await searchCatalogue(context.db(), q);
  return Response.json(results, { headers: { "Cache-Control": PUBLIC_PAGE } });
}
