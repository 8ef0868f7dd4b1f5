import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AdminListSearch } from "#app/components/admin/AdminListSearch.tsx";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { adminDate, adminDateTime } from "#app/lib/admin-dates.ts";
import { adminListSearch, parseAdminListQuery } from "#app/lib/admin-list-query.ts";
import { adminMeta } from "#app/lib/meta.ts";
import {
  FIGURE_DAYS,
  SUBSCRIBER_FILTER,
  SUBSCRIBER_PAGE_SIZE,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
} from "#app/lib/newsletter-admin-rules.ts";
import { totalPagesFor } from "#app/lib/pagination.ts";
import { listSubscribers } from "#app/server/admin/newsletter/admin-subscribers.server.ts";
import { lastIssueProgress, subscriberFigures } from "#app/server/admin/newsletter/newsletter-figures.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest, methodNotAllowed, notFound } from "#app/server/http/responses.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const parsed = parseAdminListQuery(new URL(request.url).searchParams, SUBSCRIBER_FILTER, SUBSCRIBER_STATUSES);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { query } = parsed;
  const db = context.db();
  const [list, figures, lastIssue] = await Promise.all([
    listSubscribers(db, query, SUBSCRIBER_PAGE_SIZE),
    subscriberFigures(db),
    lastIssueProgress(db),
  ]);
  const totalPages = totalPagesFor(list.total, SUBSCRIBER_PAGE_SIZE);
  if (query.page > totalPages) throw notFound();
  return data({ query, totalPages, figures, lastIssue, ...list }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** The list takes no posts (each subscriber's form is on their page). */
export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Newsletter");

const LINK = "focus-ring rounded font-medium text-bitcoin-dark underline-offset-2 hover:underline";

export default function AdminNewsletter() {
  const { query, subscribers, total, totalPages, figures, lastIssue } = useLoaderData<typeof loader>();
  const search = adminListSearch({ ...query, page: 1 }, SUBSCRIBER_FILTER);
  const tiles: [string, number][] = [
    ["Confirmed subscribers", figures.confirmedNow],
    [`New in the last ${FIGURE_DAYS} days`, figures.added],
    [`Confirmed in the last ${FIGURE_DAYS} days`, figures.confirmed],
    [`Unsubscribed in the last ${FIGURE_DAYS} days`, figures.unsubscribed],
  ];
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Newsletter</h1>
      <p className="mt-2 text-slate-600">
        The weekly issue goes to confirmed subscribers every Monday.{" "}
        <Link to="/admin/newsletter/preview" className={LINK}>
          Preview the coming issue
        </Link>
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="last-issue-heading" className="mt-6 rounded-2xl border border-slate-200 p-4">
        <h2 id="last-issue-heading" className="text-lg font-semibold text-slate-900">
          Last issue
        </h2>
        {lastIssue ? (
          <p className="mt-1 text-sm text-slate-700" data-testid="last-issue">
            {`Week of ${adminDate(`${lastIssue.week}T00:00:00Z`)}: ${lastIssue.sent} sent, ${lastIssue.failed} failed, ${lastIssue.left} left. ${
              lastIssue.finishedAt
                ? `Finished ${adminDateTime(lastIssue.finishedAt)}.`
                : `Sending since ${adminDateTime(lastIssue.startedAt)}.`
            }`}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">No issue has been sent yet.</p>
        )}
      </section>

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Subscribers</h2>
      <AdminListSearch
        searchLabel="Search by address"
        q={query.q}
        filterName={SUBSCRIBER_FILTER}
        filterLabel="Status"
        filter={query.filter}
        filters={[
          ["", "Any status"],
          ...SUBSCRIBER_STATUSES.map((s): [string, string] => [s, SUBSCRIBER_STATUS_LABELS[s]]),
        ]}
      />
      <p className="mt-4 flex flex-wrap items-baseline gap-x-4 text-sm text-slate-600">
        <span aria-live="polite">
          {`${total === 1 ? "1 subscriber" : `${total} subscribers`}${query.q ? ` matching "${query.q}"` : ""}`}
        </span>
        {/* A download, not a page: the browser saves it whether or not JavaScript runs. */}
        <a href={`/admin/newsletter/subscribers.csv${search}`} download className={LINK}>
          Export these as CSV
        </a>
      </p>
      {subscribers.length === 0 ? null : (
        <AdminTable
          className="mt-3"
          caption="Subscribers, newest first, with their status, source and dates"
          columns={[{ label: "Address" }, { label: "Status" }, { label: "Source" }, { label: "Subscribed" }]}
        >
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id} data-testid="subscriber-row">
              <th scope="row" className="px-4 py-2.5 font-medium">
                <Link
                  to={`/admin/newsletter/subscribers/${subscriber.id}`}
                  className="focus-ring rounded text-slate-900 underline-offset-2 hover:underline"
                >
                  {subscriber.email}
                </Link>
              </th>
              <td className="px-4 py-2.5">{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</td>
              <td className="px-4 py-2.5">{subscriber.source}</td>
              <td className="px-4 py-2.5 whitespace-nowrap">{adminDate(subscriber.createdAt)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination
        page={query.page}
        totalPages={totalPages}
        hrefFor={(page) => `/admin/newsletter${adminListSearch({ ...query, page }, SUBSCRIBER_FILTER)}`}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
