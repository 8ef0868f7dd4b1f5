import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "#app/lib/meta.ts";
import { subscriberStatusLabel, toolStatusLabel } from "#app/lib/tool-status.ts";
import { readAdminFigures } from "#app/server/admin/admin-figures.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { methodNotAllowed } from "#app/server/http/responses.server.ts";

/** The admin overview. Anyone but an admin gets the site's 404, as if it did not exist. */
export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return json(await readAdminFigures(context.db()), { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** The overview takes no posts yet; to anyone but an admin it is still the 404. */
export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Dashboard");

export default function AdminOverview() {
  const figures = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Dashboard</h1>
      <p className="mt-2 text-slate-600">Where the catalogue and the community stand today.</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <Figure title="Tools">
          <dl className="space-y-1">
            {figures.toolsByStatus.map((row) => (
              <Row key={row.status} label={toolStatusLabel(row.status)} value={row.count} />
            ))}
          </dl>
        </Figure>
        <Figure title="Pending submissions">
          <p className="text-4xl font-bold tabular-nums">
            <Link
              to="/admin/submissions"
              className="focus-ring rounded text-orange-800 underline decoration-2 underline-offset-4 hover:text-orange-900"
              data-testid="pending-submissions"
            >
              {figures.pendingSubmissions}
            </Link>
          </p>
          <p className="text-sm text-slate-600">submissions waiting for review</p>
        </Figure>
        <Figure title="Users">
          <p className="text-4xl font-bold tabular-nums text-slate-900" data-testid="users">
            {figures.users}
          </p>
          <p className="text-sm text-slate-600">accounts</p>
        </Figure>
        <Figure title="Newsletter subscribers">
          <dl className="space-y-1">
            {figures.subscribers.length === 0 ? (
              <p className="text-slate-600">No subscribers yet.</p>
            ) : (
              figures.subscribers.map((row) => (
                <Row key={row.status} label={subscriberStatusLabel(row.status)} value={row.count} />
              ))
            )}
          </dl>
        </Figure>
      </div>
    </div>
  );
}

function Figure({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
