import {
  Form,
  data,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { INPUT_CLASS } from "#app/components/form/FormField.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { totalPagesFor } from "#app/lib/pagination.ts";
import { parseTagListQuery, TAG_PAGE_SIZE, TAG_SORT_LABELS, TAG_SORTS, tagListSearch } from "#app/lib/tag-rules.ts";
import { listAdminTags } from "#app/server/admin/tags/admin-tags.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest, methodNotAllowed, notFound } from "#app/server/http/responses.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const parsed = parseTagListQuery(new URL(request.url).searchParams);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { query } = parsed;
  const list = await listAdminTags(context.db(), query, TAG_PAGE_SIZE);
  const totalPages = totalPagesFor(list.total, TAG_PAGE_SIZE);
  if (query.page > totalPages) throw notFound();
  return data({ query, totalPages, ...list }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** The list takes no posts (each tag's forms are on its page); to anyone but an admin it is the 404. */
export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Tags");

export default function AdminTags() {
  const { query, tags, total, totalPages } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Tags</h1>
      <p className="mt-2 text-slate-600">Open a tag to rename it, merge it into another, or delete it.</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-48 flex-1">
          <label htmlFor="q" className="block text-sm font-medium text-slate-900">
            Search tags
          </label>
          <input id="q" name="q" type="search" defaultValue={query.q} className={INPUT_CLASS} />
        </div>
        <div>
          <label htmlFor="sort" className="block text-sm font-medium text-slate-900">
            Sort by
          </label>
          <select id="sort" name="sort" defaultValue={query.sort} className={INPUT_CLASS}>
            {TAG_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {TAG_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" className="h-[42px]">
          Show
        </Button>
      </Form>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {`${total === 1 ? "1 tag" : `${total} tags`}${query.q ? ` matching "${query.q}"` : ""}`}
      </p>
      {tags.length === 0 ? null : (
        <AdminTable
          className="mt-3"
          caption="Tags, with their tools of any status and their published tools"
          columns={[{ label: "Tag" }, { label: "Tools", numeric: true }, { label: "Published", numeric: true }]}
        >
          {tags.map((tag) => (
            <tr key={tag.id} data-testid="tag-row">
              <th scope="row" className="px-4 py-2.5 font-medium">
                <Link
                  to={`/admin/tags/${tag.id}`}
                  className="focus-ring rounded text-slate-900 underline-offset-2 hover:underline"
                >
                  {tag.name}
                </Link>
              </th>
              <td className="px-4 py-2.5 text-right tabular-nums">{tag.tools}</td>
              <td className="px-4 py-2.5 text-right tabular-nums">{tag.published}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination
        page={query.page}
        totalPages={totalPages}
        hrefFor={(page) => `/admin/tags${tagListSearch({ ...query, page })}`}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
