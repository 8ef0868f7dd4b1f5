import {
  Form,
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { BlogCategoryFields } from "#app/components/admin/BlogCategoryFields.tsx";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { listAdminBlogCategories } from "#app/server/admin/blog/admin-blog-categories.server.ts";
import { createBlogCategoryAction } from "#app/server/admin/blog/blog-category-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const categories = await listAdminBlogCategories(context.db());
  return data({ categories }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** The form under the list creates a category. */
export async function action({ request, context }: ActionFunctionArgs) {
  return createBlogCategoryAction(context, request);
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Blog categories");

export default function AdminBlogCategories() {
  const { categories } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const publicHref = usePublicHref();
  return (
    <div>
      <p className="text-sm">
        <BackLink to="/admin/blog">Blog</BackLink>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Blog categories</h1>
      <p className="mt-2 text-slate-600">Rename a category, or delete it once no post is in it.</p>
      {categories.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          No blog categories yet.
        </p>
      ) : (
        <AdminTable
          caption="Blog categories, with their posts of any status"
          columns={[{ label: "Name" }, { label: "Slug" }, { label: "Posts", numeric: true }]}
        >
          {categories.map((category) => (
            <tr key={category.id} data-testid="blog-category-row">
              <th scope="row" className="px-4 py-3 font-medium">
                <Link
                  to={`/admin/blog/categories/${category.id}`}
                  className="focus-ring rounded text-slate-900 underline-offset-2 hover:underline"
                >
                  {category.name}
                </Link>
              </th>
              <td className="px-4 py-3">
                <a
                  href={publicHref(`/blog/category/${category.slug}`)}
                  className="focus-ring rounded font-mono text-xs text-slate-700 hover:underline"
                >
                  {category.slug}
                </a>
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{category.posts}</td>
            </tr>
          ))}
        </AdminTable>
      )}

      <section
        aria-labelledby="new-category-heading"
        className="mt-10 max-w-2xl rounded-2xl border border-slate-200 p-6"
      >
        <h2 id="new-category-heading" className="text-lg font-semibold text-slate-900">
          New blog category
        </h2>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <CsrfField />
          <BlogCategoryFields
            values={{ name: failed?.values.name ?? "", slug: failed?.values.slug ?? "" }}
            fieldErrors={failed?.fieldErrors}
          />
          <SubmitButton busy={navigation.state === "submitting"} busyLabel="Saving...">
            Create category
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
