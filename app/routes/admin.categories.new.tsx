import {
  Form,
  data,
  useActionData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { CategoryFields } from "#app/components/admin/CategoryFields.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { createCategoryAction } from "#app/server/admin/categories/category-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return data({}, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return createCategoryAction(context, request);
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "New category");

export default function NewCategory() {
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const values = failed?.values;
  return (
    <div className="max-w-2xl">
      <BackLink to="/admin/categories">All categories</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">New category</h1>
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <CsrfField />
        <CategoryFields
          values={{ name: values?.name ?? "", slug: values?.slug ?? "", description: values?.description ?? "" }}
          fieldErrors={failed?.fieldErrors}
        />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Saving...">
          Create category
        </SubmitButton>
      </Form>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
