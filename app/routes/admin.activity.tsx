import {
  Form,
  data,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AuditChange } from "#app/components/admin/AuditHistory.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { INPUT_CLASS } from "#app/components/form/FormField.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { ACTIVITY_PAGE_SIZE, activitySearch, parseActivityFilters } from "#app/lib/activity-filters.ts";
import { AUDIT_ENTITY_PLURALS, AUDIT_ENTITY_TYPES } from "#app/lib/audit.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { totalPagesFor } from "#app/lib/pagination.ts";
import { listActivity, listActivityActors } from "#app/server/admin/activity/list-activity.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest, methodNotAllowed, notFound } from "#app/server/http/responses.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const parsed = parseActivityFilters(new URL(request.url).searchParams);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { filters } = parsed;
  const db = context.db();
  const activity = await listActivity(db, filters, ACTIVITY_PAGE_SIZE);
  const actors = await listActivityActors(db);
  const totalPages = totalPagesFor(activity.total, ACTIVITY_PAGE_SIZE);
  if (filters.page > totalPages) throw notFound();
  return data({ filters, actors, totalPages, ...activity }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** The history is read-only; to anyone but an admin it is the 404. */
export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Activity");

export default function AdminActivity() {
  const { filters, actors, entries, total, totalPages } = useLoaderData<typeof loader>();
  const filtered = Boolean(filters.admin || filters.type || filters.from || filters.to);
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Activity</h1>
      <p className="mt-2 text-slate-600">
        Every change made in the admin portal, newest first. Nothing here can be edited.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="admin" className="block text-sm font-medium text-slate-900">
            Admin
          </label>
          <select id="admin" name="admin" defaultValue={filters.admin ?? ""} className={INPUT_CLASS}>
            <option value="">Every admin</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="type" className="block text-sm font-medium text-slate-900">
            Changes to
          </label>
          <select id="type" name="type" defaultValue={filters.type ?? ""} className={INPUT_CLASS}>
            <option value="">Everything</option>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {AUDIT_ENTITY_PLURALS[type]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="from" className="block text-sm font-medium text-slate-900">
            From
          </label>
          <input id="from" name="from" type="date" defaultValue={filters.from ?? ""} className={INPUT_CLASS} />
        </div>
        <div>
          <label htmlFor="to" className="block text-sm font-medium text-slate-900">
            To
          </label>
          <input id="to" name="to" type="date" defaultValue={filters.to ?? ""} className={INPUT_CLASS} />
        </div>
        <Button type="submit" size="sm" className="h-[42px]">
          Show
        </Button>
        {filtered ? (
          <Link to="/admin/activity" className="focus-ring self-center rounded text-sm font-medium hover:underline">
            Show all
          </Link>
        ) : null}
      </Form>
      {total > 0 ? (
        <p className="mt-4 text-sm text-slate-600">{total === 1 ? "1 change" : `${total} changes`}</p>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-600">{`No changes recorded${filtered ? " for these filters" : ""} yet.`}</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-200" aria-label="Changes">
          {entries.map((entry) => (
            <AuditChange key={entry.id} entry={entry} showEntity entityHref={entry.href} />
          ))}
        </ol>
      )}
      <Pagination
        page={filters.page}
        totalPages={totalPages}
        hrefFor={(page) => `/admin/activity${activitySearch({ ...filters, page })}`}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
