import { LEARNING_RESOURCE_NOT_FOUND } from "#app/lib/not-found-messages.ts";
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
import { EditConflictPanel, VersionField } from "#app/components/admin/EditConflictPanel.tsx";
import { useUnsavedChanges } from "#app/components/admin/use-unsaved-changes.ts";
import { IntentForm } from "#app/components/admin/IntentForm.tsx";
import { LearningResourceFields } from "#app/components/admin/LearningResourceFields.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { ConfirmCheckbox } from "#app/components/form/ConfirmCheckbox.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { LEARNING_INTENTS } from "#app/lib/learning-rules.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { fingerprintFields } from "#app/server/admin/edit-merge.server.ts";
import { findAdminLearningResource, learningFormValues } from "#app/server/admin/learning/admin-learning.server.ts";
import { editLearningResourceAction } from "#app/server/admin/learning/learning-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(LEARNING_RESOURCE_NOT_FOUND);
  const db = context.db();
  const resource = await findAdminLearningResource(db, params.id);
  if (!resource) throw notFound(LEARNING_RESOURCE_NOT_FOUND);
  const history = await listEntityHistory(db, "learning_resource", resource.id);
  const base = fingerprintFields(learningFormValues(resource));
  return data({ resource, base, history }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(LEARNING_RESOURCE_NOT_FOUND);
  return editLearningResourceAction(context, request, params.id);
}

const FORM_ID = "learning-resource-editor";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `${data.resource.title} · Learning resources` : LEARNING_RESOURCE_NOT_FOUND);

export default function EditLearningResource() {
  const { resource, base, history } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const saveFailed = failed?.intent === LEARNING_INTENTS.save ? failed : null;
  const conflict = saveFailed && "conflict" in saveFailed ? (saveFailed.conflict ?? null) : null;
  useUnsavedChanges(FORM_ID, Boolean(saveFailed));
  const deleteFailed = failed?.intent === LEARNING_INTENTS.delete ? failed : null;
  const values = saveFailed
    ? {
        title: saveFailed.values.title ?? "",
        url: saveFailed.values.url ?? "",
        kind: saveFailed.values.kind ?? "",
        author: saveFailed.values.author ?? "",
        description: saveFailed.values.description ?? "",
      }
    : { ...resource, author: resource.author ?? "" };
  return (
    <div className="max-w-2xl">
      <BackLink to="/admin/learning">All learning resources</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{resource.title}</h1>
      <p className="mt-2 text-slate-600">
        <a
          href={resource.url}
          rel="noopener noreferrer"
          className="focus-ring rounded font-medium text-bitcoin-dark hover:underline"
        >
          Open the resource
        </a>
      </p>

      <div className="mt-6">{conflict ? <EditConflictPanel conflict={conflict} formId={FORM_ID} /> : null}</div>
      {/* Keyed by the saved resource, so the fields show what was saved once the page reloads its data. */}
      <Form id={FORM_ID} key={JSON.stringify(resource)} method="post" className="space-y-4" noValidate>
        <CsrfField />
        <VersionField loaded={resource.version} base={base} conflict={conflict} />
        <input type="hidden" name="intent" value={LEARNING_INTENTS.save} />
        <LearningResourceFields values={values} fieldErrors={saveFailed?.fieldErrors} />
        <SubmitButton busy={busyWith === LEARNING_INTENTS.save} busyLabel="Saving...">
          Save changes
        </SubmitButton>
      </Form>

      <IntentForm id="delete" title="Delete this resource" intent={LEARNING_INTENTS.delete} danger>
        <ConfirmCheckbox id="confirm-delete" error={deleteFailed?.fieldErrors.confirm}>
          Yes, delete {resource.title}. It leaves the learning resources page.
        </ConfirmCheckbox>
        <Button type="submit" variant="danger" size="sm" disabled={busyWith === LEARNING_INTENTS.delete}>
          {busyWith === LEARNING_INTENTS.delete ? "Deleting..." : "Delete resource"}
        </Button>
      </IntentForm>

      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
