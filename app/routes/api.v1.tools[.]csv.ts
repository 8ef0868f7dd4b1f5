import type { LoaderFunctionArgs } from "react-router";
import { openDataCsv } from "#app/server/open-data/open-data-csv.server.ts";
import {
  openDataAction,
  openDataHeaders,
  readOpenDataRequest,
} from "#app/server/open-data/open-data-request.server.ts";

/** GET /api/v1/tools.csv: the same data as /api/v1/tools, one row per tool (see /open-data). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const read = await readOpenDataRequest(context, request, "csv");
  if (read instanceof Response) return read;
  return new Response(openDataCsv(read.page.tools), {
    headers: {
      ...openDataHeaders("text/csv; charset=utf-8", read.next),
      "Content-Disposition": 'inline; filename="bitcoin-tools.csv"',
    },
  });
}

export const action = openDataAction;
