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
import { GlossaryTermFields } from "#app/components/admin/GlossaryTermFields.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { listGlossaryChoices } from "#app/server/admin/glossary/admin-glossary.server.ts";
import { createGlossaryTermAction } from "#app/server/admin/glossary/glossary-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const choices = await listGlossaryChoices(context.db());
  return data({ choices }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return createGlossaryTermAction(context, request);
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "New term");

export default function NewGlossaryTerm() {
  const { choices } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const values = failed?.values;
  return (
    <div className="max-w-2xl">
      <BackLink to="/admin/glossary">All terms</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">New term</h1>
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <CsrfField />
        <GlossaryTermFields
          values={{
            term: values?.term ?? "",
            slug: values?.slug ?? "",
            definition: values?.definition ?? "",
            related: failed?.related ?? [],
          }}
          fieldErrors={failed?.fieldErrors}
          choices={choices}
        />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Saving...">
          Create term
        </SubmitButton>
      </Form>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
