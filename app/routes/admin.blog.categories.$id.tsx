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
import { AuditHistory } from "#app/components/admin/AuditHistory.tsx";
import { BlogCategoryFields } from "#app/components/admin/BlogCategoryFields.tsx";
import { EditConflictPanel, VersionField } from "#app/components/admin/EditConflictPanel.tsx";
import { useUnsavedChanges } from "#app/components/admin/use-unsaved-changes.ts";
import { IntentForm } from "#app/components/admin/IntentForm.tsx";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { BLOG_CATEGORY_INTENTS } from "#app/lib/admin-blog-rules.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { countLabel } from "#app/lib/plural.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { blogCategoryFormValues, findAdminBlogCategory } from "#app/server/admin/blog/admin-blog-categories.server.ts";
import { editBlogCategoryAction } from "#app/server/admin/blog/blog-category-action.server.ts";
import { fingerprintFields } from "#app/server/admin/edit-merge.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

const NOT_FOUND = "Blog category not found";

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(NOT_FOUND);
  const db = context.db();
  const [category, history] = await Promise.all([
    findAdminBlogCategory(db, params.id),
    listEntityHistory(db, "blog_category", params.id),
  ]);
  if (!category) throw notFound(NOT_FOUND);
  const base = fingerprintFields(blogCategoryFormValues(category));
  return data({ category, base, history }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(NOT_FOUND);
  return editBlogCategoryAction(context, request, params.id);
}

const FORM_ID = "blog-category-editor";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `${data.category.name} · Blog categories` : NOT_FOUND);

export default function EditBlogCategory() {
  const { category, base, history } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const publicHref = usePublicHref();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const saveFailed = failed?.intent === BLOG_CATEGORY_INTENTS.save ? failed : null;
  const conflict = saveFailed && "conflict" in saveFailed ? (saveFailed.conflict ?? null) : null;
  useUnsavedChanges(FORM_ID, Boolean(saveFailed));
  const deleteFailed = failed?.intent === BLOG_CATEGORY_INTENTS.delete ? failed : null;
  return (
    <div className="max-w-2xl">
      <BackLink to="/admin/blog/categories">All blog categories</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{category.name}</h1>
      <p className="mt-2 text-slate-600">
        {countLabel(category.posts, "post")} of any status ·{" "}
        <a
          href={publicHref(`/blog/category/${category.slug}`)}
          className="focus-ring rounded font-medium text-bitcoin-dark hover:underline"
        >
          View its page
        </a>
      </p>

      <div className="mt-6">{conflict ? <EditConflictPanel conflict={conflict} formId={FORM_ID} /> : null}</div>
      {/* Keyed by the saved category, so the fields show what was saved once the page reloads its data. */}
      <Form id={FORM_ID} key={JSON.stringify(category)} method="post" className="space-y-4" noValidate>
        <CsrfField />
        <VersionField loaded={category.version} base={base} conflict={conflict} />
        <input type="hidden" name="intent" value={BLOG_CATEGORY_INTENTS.save} />
        <BlogCategoryFields
          values={saveFailed ? { name: saveFailed.values.name ?? "", slug: saveFailed.values.slug ?? "" } : category}
          fieldErrors={saveFailed?.fieldErrors}
        />
        <SubmitButton busy={busyWith === BLOG_CATEGORY_INTENTS.save} busyLabel="Saving...">
          Save changes
        </SubmitButton>
      </Form>

      <IntentForm
        id="delete-category"
        title="Delete this category"
        intent={BLOG_CATEGORY_INTENTS.delete}
        danger
        description={
          category.posts > 0
            ? `${countLabel(category.posts, "post")} ${category.posts === 1 ? "is" : "are"} in it: take them out of it before deleting it.`
            : "No post is in it: it can be deleted."
        }
      >
        {deleteFailed?.formError ? <FormAlert tone="error" title={deleteFailed.formError} size="sm" /> : null}
        <Button type="submit" variant="danger" size="sm" disabled={busyWith === BLOG_CATEGORY_INTENTS.delete}>
          {busyWith === BLOG_CATEGORY_INTENTS.delete ? "Deleting..." : "Delete category"}
        </Button>
      </IntentForm>

      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
