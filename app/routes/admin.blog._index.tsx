import {
  Form,
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { FILTER_FIELD_CLASS, FILTER_LABEL_CLASS, FilterSelect, labelled } from "#app/components/catalog/FilterBar.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import {
  ADMIN_POST_PAGE_SIZE,
  adminPostSearch,
  parseAdminPostQuery,
  POST_STATUS_LABELS,
  POST_STATUSES,
  postStatusOf,
} from "#app/lib/admin-blog-rules.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { totalPagesFor } from "#app/lib/pagination.ts";
import { countLabel } from "#app/lib/plural.ts";
import { publicationTimeLabel } from "#app/lib/tool-status.ts";
import { listAdminPosts } from "#app/server/admin/blog/admin-post-list.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest, methodNotAllowed } from "#app/server/http/responses.server.ts";

const LIST_PATH = "/admin/blog";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const parsed = parseAdminPostQuery(new URL(request.url).searchParams);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { query } = parsed;
  const { rows, total } = await listAdminPosts(context.db(), query, ADMIN_POST_PAGE_SIZE);
  const totalPages = totalPagesFor(total, ADMIN_POST_PAGE_SIZE);
  if (query.page > totalPages) throw redirect(`${LIST_PATH}${adminPostSearch({ ...query, page: totalPages })}`);
  return data({ query, rows, total, totalPages }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** The list takes no posts (each post has its own page); to anyone but an admin it is the 404. */
export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Blog");

export default function AdminBlog() {
  const { query, rows, total, totalPages } = useLoaderData<typeof loader>();
  const filtered = Boolean(query.q || query.status);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Blog</h1>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/admin/blog/categories" variant="secondary" size="sm">
            Blog categories
          </ButtonLink>
          <ButtonLink to="/admin/blog/media" variant="secondary" size="sm">
            Media
          </ButtonLink>
          <ButtonLink to="/admin/blog/new" variant="accent" size="sm">
            New post
          </ButtonLink>
        </div>
      </div>
      <p className="mt-2 text-slate-600" aria-live="polite">
        {countLabel(total, "post")}, last updated first.
      </p>

      <Form
        method="get"
        action={LIST_PATH}
        role="search"
        aria-label="Filter posts"
        autoComplete="off"
        className="mt-6 grid grid-cols-2 items-end gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 lg:grid-cols-4"
      >
        <div className="col-span-2">
          <label htmlFor="posts-q" className={FILTER_LABEL_CLASS}>
            Search
          </label>
          <input
            key={query.q}
            id="posts-q"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={100}
            placeholder="Title or slug"
            className={FILTER_FIELD_CLASS}
          />
        </div>
        <FilterSelect
          id="posts-status"
          label="Status"
          name="status"
          value={query.status ?? ""}
          anyLabel="Any status"
          options={labelled(POST_STATUSES, POST_STATUS_LABELS)}
        />
        <div className="flex gap-3">
          <Button type="submit" size="sm">
            Apply
          </Button>
          {filtered ? (
            <Link
              to={LIST_PATH}
              className="focus-ring self-center rounded text-sm font-medium text-slate-700 underline"
            >
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {rows.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center font-medium text-slate-900">
          {filtered ? "No posts match these filters." : "No posts yet."}
        </p>
      ) : (
        <AdminTable
          caption="Blog posts, last updated first"
          columns={[{ label: "Title" }, { label: "Slug" }, { label: "Status" }, { label: "Updated" }]}
        >
          {rows.map((post) => {
            const status = postStatusOf(post);
            return (
              <tr key={post.id} data-testid="post-row">
                <th scope="row" className="px-4 py-3 font-medium">
                  <Link
                    to={`/admin/blog/${post.id}`}
                    className="focus-ring rounded text-slate-900 underline-offset-2 hover:underline"
                  >
                    {post.title}
                  </Link>
                </th>
                <td className="px-4 py-3 font-mono text-xs text-slate-700">{post.slug}</td>
                <td className="px-4 py-3">
                  {POST_STATUS_LABELS[status]}
                  {status === "scheduled" && post.publishAt ? (
                    <span className="block text-xs text-slate-600">
                      {publicationTimeLabel(new Date(post.publishAt))}
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {publicationTimeLabel(new Date(post.updatedAt))}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}

      <Pagination
        page={query.page}
        totalPages={totalPages}
        hrefFor={(page) => `${LIST_PATH}${adminPostSearch({ ...query, page })}`}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
