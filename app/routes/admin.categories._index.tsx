import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { listAdminCategories } from "#app/server/admin/categories/admin-categories.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { methodNotAllowed } from "#app/server/http/responses.server.ts";

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const categories = await listAdminCategories(context.db());
  return data({ categories }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** The list takes no posts (each form has its own page); to anyone but an admin it is the 404. */
export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Categories");

export default function AdminCategories() {
  const { categories } = useLoaderData<typeof loader>();
  const publicHref = usePublicHref();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Categories</h1>
        <ButtonLink to="/admin/categories/new" variant="accent" size="sm">
          New category
        </ButtonLink>
      </div>
      <p className="mt-2 text-slate-600">
        Rename a category or change its slug (its old address leads to the new one), or delete it once its tools have
        moved to another.
      </p>
      <AdminTable
        caption="Categories, with their published tools and their tools of any status"
        columns={[
          { label: "Name" },
          { label: "Slug" },
          { label: "Published", numeric: true },
          { label: "All tools", numeric: true },
        ]}
      >
        {categories.map((category) => (
          <tr key={category.id} data-testid="category-row">
            <th scope="row" className="px-4 py-3 font-medium">
              <Link
                to={`/admin/categories/${category.id}`}
                className="focus-ring rounded text-slate-900 underline-offset-2 hover:underline"
              >
                {category.name}
              </Link>
            </th>
            <td className="px-4 py-3">
              <a
                href={publicHref(`/category/${category.slug}`)}
                className="focus-ring rounded font-mono text-xs text-slate-700 hover:underline"
              >
                {category.slug}
              </a>
            </td>
            <td className="px-4 py-3 text-right tabular-nums">{category.toolCount}</td>
            <td className="px-4 py-3 text-right tabular-nums">{category.allTools}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
