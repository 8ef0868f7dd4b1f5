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
import { CategoryFields } from "#app/components/admin/CategoryFields.tsx";
import { EditConflictPanel, VersionField } from "#app/components/admin/EditConflictPanel.tsx";
import { useUnsavedChanges } from "#app/components/admin/use-unsaved-changes.ts";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { CATEGORY_INTENTS } from "#app/lib/category-rules.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import {
  categoryFormValues,
  findAdminCategory,
  listAdminCategories,
} from "#app/server/admin/categories/admin-categories.server.ts";
import { editCategoryAction } from "#app/server/admin/categories/category-action.server.ts";
import { fingerprintFields } from "#app/server/admin/edit-merge.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { DeleteCategory } from "#app/routes/admin.categories.$id/DeleteCategory.tsx";
import { BackLink } from "#app/components/admin/BackLink.tsx";

const CATEGORY_NOT_FOUND = "Category not found";

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(CATEGORY_NOT_FOUND);
  const db = context.db();
  const category = await findAdminCategory(db, params.id);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  const [all, history] = await Promise.all([listAdminCategories(db), listEntityHistory(db, "category", category.id)]);
  const others = all.filter((c) => c.id !== category.id).map(({ id, name }) => ({ id, name }));
  const base = fingerprintFields(categoryFormValues(category));
  return data({ category, base, others, history }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(CATEGORY_NOT_FOUND);
  return editCategoryAction(context, request, params.id);
}

const FORM_ID = "category-editor";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `${data.category.name} · Categories` : CATEGORY_NOT_FOUND);

export default function EditCategory() {
  const { category, base, others, history } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const publicHref = usePublicHref();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const saveFailed = failed?.intent === CATEGORY_INTENTS.save ? failed : null;
  const conflict = saveFailed && "conflict" in saveFailed ? (saveFailed.conflict ?? null) : null;
  useUnsavedChanges(FORM_ID, Boolean(saveFailed));
  const values = saveFailed
    ? {
        name: saveFailed.values.name ?? "",
        slug: saveFailed.values.slug ?? "",
        description: saveFailed.values.description ?? "",
      }
    : { name: category.name, slug: category.slug, description: category.description ?? "" };
  return (
    <div className="max-w-2xl">
      <BackLink to="/admin/categories">All categories</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{category.name}</h1>
      <p className="mt-2 text-slate-600">
        {category.toolCount} published {category.toolCount === 1 ? "tool" : "tools"}, {category.allTools} of any status
        ·{" "}
        <a
          href={publicHref(`/category/${category.slug}`)}
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
        <input type="hidden" name="intent" value={CATEGORY_INTENTS.save} />
        <CategoryFields values={values} fieldErrors={saveFailed?.fieldErrors} />
        <SubmitButton busy={busyWith === CATEGORY_INTENTS.save} busyLabel="Saving...">
          Save changes
        </SubmitButton>
      </Form>

      <DeleteCategory
        category={category}
        others={others}
        failed={failed?.intent === CATEGORY_INTENTS.delete ? failed : null}
        busy={busyWith === CATEGORY_INTENTS.delete}
      />

      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
