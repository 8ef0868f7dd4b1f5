import type { LoaderFunctionArgs } from "react-router";
import { parseAdminListQuery } from "#app/lib/admin-list-query.ts";
import { SUBSCRIBER_FILTER, SUBSCRIBER_STATUSES } from "#app/lib/newsletter-admin-rules.ts";
import { selectSubscribers } from "#app/server/admin/newsletter/admin-subscribers.server.ts";
import { subscribersCsv } from "#app/server/admin/newsletter/subscribers-csv.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";

/** The subscribers the list shows (its search and status filter), every page of them, as a download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const parsed = parseAdminListQuery(new URL(request.url).searchParams, SUBSCRIBER_FILTER, SUBSCRIBER_STATUSES);
  if (!parsed.ok) throw badRequest(parsed.message);
  const rows = await selectSubscribers(context.db(), parsed.query);
  const day = new Date().toISOString().slice(0, 10);
  const name = `subscribers-${parsed.query.filter || "all"}-${day}.csv`;
  return new Response(subscribersCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": ADMIN_PAGE,
    },
  });
}
