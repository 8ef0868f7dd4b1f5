import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AdminListSearch } from "#app/components/admin/AdminListSearch.tsx";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { adminDate } from "#app/lib/admin-dates.ts";
import { adminListSearch, parseAdminListQuery } from "#app/lib/admin-list-query.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { totalPagesFor } from "#app/lib/pagination.ts";
import { USER_FILTER_LABELS, USER_FILTERS, USER_PAGE_SIZE } from "#app/lib/user-admin-rules.ts";
import { listAdminUsers } from "#app/server/admin/users/admin-users.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest, methodNotAllowed, notFound } from "#app/server/http/responses.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const parsed = parseAdminListQuery(new URL(request.url).searchParams, "show", USER_FILTERS);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { query } = parsed;
  const list = await listAdminUsers(context.db(), query, USER_PAGE_SIZE);
  const totalPages = totalPagesFor(list.total, USER_PAGE_SIZE);
  if (query.page > totalPages) throw notFound();
  return data({ query, totalPages, ...list }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** The list takes no posts (each user's forms are on their page). */
export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Users");

export default function AdminUsers() {
  const { query, users, total, totalPages } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Users</h1>
      <p className="mt-2 text-slate-600">Open a user to change their role, block them or delete their account.</p>
      <AdminListSearch
        searchLabel="Search by address, name or username"
        q={query.q}
        filterName="show"
        filterLabel="Show"
        filter={query.filter}
        filters={[["", "Everyone"], ...USER_FILTERS.map((f): [string, string] => [f, USER_FILTER_LABELS[f]])]}
      />
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {`${total === 1 ? "1 user" : `${total} users`}${query.q ? ` matching "${query.q}"` : ""}`}
      </p>
      {users.length === 0 ? null : (
        <AdminTable
          className="mt-3"
          caption="Users, newest first, with their role, state and when they signed up"
          columns={[
            { label: "Address" },
            { label: "Name" },
            { label: "Role" },
            { label: "State" },
            { label: "Joined" },
          ]}
        >
          {users.map((user) => (
            <tr key={user.id} data-testid="user-row">
              <th scope="row" className="px-4 py-2.5 font-medium">
                <Link
                  to={`/admin/users/${encodeURIComponent(user.id)}`}
                  className="focus-ring rounded text-slate-900 underline-offset-2 hover:underline"
                >
                  {user.email}
                </Link>
              </th>
              <td className="px-4 py-2.5">
                {user.name}
                {user.username ? <span className="block text-slate-600">{`@${user.username}`}</span> : null}
              </td>
              <td className="px-4 py-2.5">{user.isAdmin ? "Admin" : "Reader"}</td>
              <td className="px-4 py-2.5">{user.blockedAt ? "Blocked" : "Active"}</td>
              <td className="px-4 py-2.5 whitespace-nowrap">{adminDate(user.createdAt)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination
        page={query.page}
        totalPages={totalPages}
        hrefFor={(page) => `/admin/users${adminListSearch({ ...query, page }, "show")}`}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
