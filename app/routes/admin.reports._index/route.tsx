import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { listHrefKeepingNotice } from "#app/lib/admin-list-query.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { totalPagesFor } from "#app/lib/pagination.ts";
import {
  DEFAULT_REPORT_STATUS,
  parseReportQueueQuery,
  REPORT_PAGE_SIZE,
  reportQueueSearch,
  type ReportQueueQuery,
} from "#app/lib/report-queue.ts";
import { REPORT_STATUS_LABELS, REPORT_STATUSES } from "#app/lib/tool-reports.ts";
import { countReportsByStatus, listToolReports } from "#app/server/admin/reports/list-reports.server.ts";
import { bulkDismissReportsAction } from "#app/server/admin/reports/report-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { ReportTable } from "#app/routes/admin.reports._index/ReportTable.tsx";

const LIST_PATH = "/admin/reports";

/** The queue at `query`, keeping a notice the URL carries. */
const listHref = (query: ReportQueueQuery, params: URLSearchParams) =>
  listHrefKeepingNotice(LIST_PATH, reportQueueSearch(query), params);

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const { searchParams } = new URL(request.url);
  const parsed = parseReportQueueQuery(searchParams);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { query } = parsed;
  if (searchParams.get("status") === DEFAULT_REPORT_STATUS) throw redirect(listHref(query, searchParams));
  const db = context.db();
  const [{ rows, total }, counts] = await Promise.all([
    listToolReports(db, query, REPORT_PAGE_SIZE),
    countReportsByStatus(db),
  ]);
  const totalPages = totalPagesFor(total, REPORT_PAGE_SIZE);
  // Past the end (the last ones were just dismissed, say): the last page there is.
  if (query.page > totalPages) throw redirect(listHref({ ...query, page: totalPages }, searchParams));
  return data({ query, rows, total, totalPages, counts }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return bulkDismissReportsAction(context, request);
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Reports");

export default function AdminReports() {
  const { query, rows, total, totalPages, counts } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  // A new list (another tab or page, or the one after an action) starts with nothing ticked.
  const { key } = useLocation();
  const label = REPORT_STATUS_LABELS[query.status].toLowerCase();
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Reports</h1>
      <p className="mt-2 text-slate-600">
        Problems visitors reported on tool pages. Resolve one with a note (a reporter who left an address is mailed it)
        or dismiss it.
      </p>

      <nav aria-label="Report status" className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-4">
          {REPORT_STATUSES.map((status) => {
            const current = status === query.status;
            return (
              <li key={status}>
                <Link
                  to={`${LIST_PATH}${reportQueueSearch({ status, page: 1 })}`}
                  aria-current={current ? "page" : undefined}
                  className={`focus-ring inline-block border-b-2 px-1 pb-2 text-sm font-medium ${
                    current
                      ? "border-bitcoin text-slate-900"
                      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                  }`}
                >
                  {`${REPORT_STATUS_LABELS[status]} (${counts[status]})`}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {rows.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="font-medium text-slate-900">No {label} reports.</p>
        </div>
      ) : (
        <ReportTable key={key} rows={rows} total={total} status={query.status} failure={failure} />
      )}

      <Pagination
        page={query.page}
        totalPages={totalPages}
        hrefFor={(page) => `${LIST_PATH}${reportQueueSearch({ ...query, page })}`}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
