import type { LoaderFunctionArgs } from "react-router";
import { OPEN_DATA_LICENCE, OPEN_DATA_PATH, OPEN_DATA_VERSION } from "#app/lib/open-data.ts";
import {
  openDataAction,
  openDataHeaders,
  readOpenDataRequest,
} from "#app/server/open-data/open-data-request.server.ts";

/** GET /api/v1/tools: the catalogue as JSON, paged, with the home list's filters (see /open-data). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const read = await readOpenDataRequest(context, request, "json");
  if (read instanceof Response) return read;
  const { filters, perPage, page, next } = read;
  const { SITE_NAME, SITE_URL } = context.env;
  return Response.json(
    {
      version: OPEN_DATA_VERSION,
      licence: OPEN_DATA_LICENCE,
      attribution: `${SITE_NAME}, ${new URL(OPEN_DATA_PATH, SITE_URL).href}`,
      page: filters.page,
      per_page: perPage,
      total: page.total,
      total_is_capped: page.capped,
      next,
      tools: page.tools,
    },
    { headers: openDataHeaders("application/json; charset=utf-8", next) },
  );
}

export const action = openDataAction;
