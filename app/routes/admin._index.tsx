import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AuditChange } from "#app/components/admin/AuditHistory.tsx";
import { AgendaCard } from "#app/components/admin/dashboard/AgendaCard.tsx";
import { DashboardCard, LINK_CLASS } from "#app/components/admin/dashboard/DashboardCard.tsx";
import { PageLookup } from "#app/components/admin/dashboard/PageLookup.tsx";
import { QueueFigure } from "#app/components/admin/dashboard/QueueFigure.tsx";
import { TopList } from "#app/components/admin/dashboard/TopList.tsx";
import { ViewsChart } from "#app/components/admin/dashboard/ViewsChart.tsx";
import { VitalsTable } from "#app/components/admin/dashboard/VitalsTable.tsx";
import { WebsitesCard } from "#app/components/admin/dashboard/WebsitesCard.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { toolStatusLabel } from "#app/lib/tool-status.ts";
import { readDashboard } from "#app/server/admin/dashboard/read-dashboard.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { methodNotAllowed } from "#app/server/http/responses.server.ts";

/** The admin overview. Anyone but an admin gets the site's 404, as if it did not exist. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const lookup = new URL(request.url).searchParams.get("path");
  return data(await readDashboard(context.db(), lookup), { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** The overview takes no posts; to anyone but an admin it is still the 404. */
export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Dashboard");

export default function AdminOverview() {
  const {
    figures,
    openMessages,
    openReports,
    openReviews,
    websites,
    agenda,
    agendaDays,
    subscriberChanges,
    traffic,
    vitals,
    recentChanges,
    lookup,
  } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Dashboard</h1>
      <p className="mt-2 text-slate-600">Where the catalogue and the community stand today.</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        <QueueFigure
          title="Pending submissions"
          value={figures.pendingSubmissions}
          what="submissions waiting for review"
          none="No submission waits for review."
          to="/admin/submissions"
          testId="pending-submissions"
        />
        <QueueFigure
          title="Open reports"
          value={openReports}
          what="visitors' reports of a problem with a tool"
          none="No report waits for an editor."
          to="/admin/reports"
          testId="open-reports"
        />
        <QueueFigure
          title="Open reviews"
          value={openReviews}
          what="tools a check asks an editor to look at"
          none="No review waits for an editor."
          to="/admin/reviews"
          testId="open-reviews"
        />
        <QueueFigure
          title="Open messages"
          value={openMessages}
          what="contact messages to answer"
          none="No message waits for an answer."
          to="/admin/messages"
          testId="open-messages"
        />
        <WebsitesCard websites={websites} />
        <QueueFigure
          title="New subscribers"
          value={subscriberChanges.gained}
          what={`confirmed in the last 30 days; ${subscriberChanges.lost} unsubscribed`}
          to="/admin/newsletter"
          testId="subscribers-gained"
        />
        <DashboardCard title="Users">
          <p className="text-4xl font-bold tabular-nums text-slate-900" data-testid="users">
            {figures.users}
          </p>
          <p className="text-sm text-slate-600">accounts</p>
        </DashboardCard>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <AgendaCard agenda={agenda} days={agendaDays} />
        <ViewsChart perDay={traffic.perDay} total={traffic.total} />
        <TopList
          title="Top pages, last 30 days"
          empty="No page views yet."
          testId="top-pages"
          rows={traffic.topPages.map((page) => ({
            key: page.path,
            label: page.path,
            href: page.path,
            views: page.views,
          }))}
        />
        <TopList
          title="Top tools, last 30 days"
          empty="No tool page views yet."
          testId="top-tools"
          rows={traffic.topTools.map((tool) => ({
            key: tool.slug,
            label: tool.name,
            href: `/tool/${tool.slug}`,
            views: tool.views,
          }))}
        />
        <PageLookup lookup={lookup} />
        <VitalsTable vitals={vitals} />
        <DashboardCard title="Tools">
          <dl className="space-y-1">
            {figures.toolsByStatus.map((row) => (
              <div key={row.status} className="flex justify-between gap-4">
                <dt className="text-slate-700">{toolStatusLabel(row.status)}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{row.count}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3">
            <Link to="/admin/tools" className={LINK_CLASS}>
              All tools
            </Link>
          </p>
        </DashboardCard>
        <DashboardCard title="Recent activity">
          {recentChanges.length === 0 ? (
            <p className="text-slate-600">No changes recorded yet.</p>
          ) : (
            <ol className="divide-y divide-slate-200" aria-label="Latest changes">
              {recentChanges.map((entry) => (
                <AuditChange key={entry.id} entry={entry} showEntity entityHref={entry.href} />
              ))}
            </ol>
          )}
          <p className="mt-3">
            <Link to="/admin/activity" className={LINK_CLASS}>
              All activity
            </Link>
          </p>
        </DashboardCard>
      </div>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
