import { GLOSSARY_TERM_NOT_FOUND } from "#app/lib/not-found-messages.ts";
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
import { RevisionsSection } from "#app/components/admin/RevisionsSection.tsx";
import { EditConflictPanel, VersionField } from "#app/components/admin/EditConflictPanel.tsx";
import { useUnsavedChanges } from "#app/components/admin/use-unsaved-changes.ts";
import { GlossaryTermFields } from "#app/components/admin/GlossaryTermFields.tsx";
import { IntentForm } from "#app/components/admin/IntentForm.tsx";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { ConfirmCheckbox } from "#app/components/form/ConfirmCheckbox.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { GLOSSARY_INTENTS } from "#app/lib/glossary-rules.ts";
import { termPath } from "#app/lib/glossary.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { fingerprintFields } from "#app/server/admin/edit-merge.server.ts";
import {
  findAdminGlossaryTerm,
  glossaryFormValues,
  listGlossaryChoices,
} from "#app/server/admin/glossary/admin-glossary.server.ts";
import { listRevisions } from "#app/server/admin/revisions/list-revisions.server.ts";
import { editGlossaryTermAction } from "#app/server/admin/glossary/glossary-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const admin = requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(GLOSSARY_TERM_NOT_FOUND);
  const db = context.db();
  const term = await findAdminGlossaryTerm(db, params.id);
  if (!term) throw notFound(GLOSSARY_TERM_NOT_FOUND);
  const [choices, history, revisions] = await Promise.all([
    listGlossaryChoices(db),
    listEntityHistory(db, "glossary_term", term.id),
    listRevisions(db, "glossary_term", term.id, admin.id),
  ]);
  const base = fingerprintFields(glossaryFormValues(term, choices));
  return data(
    { term, base, choices: choices.filter((c) => c.id !== term.id), history, revisions },
    { headers: { "Cache-Control": ADMIN_PAGE } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(GLOSSARY_TERM_NOT_FOUND);
  return editGlossaryTermAction(context, request, params.id);
}

const FORM_ID = "glossary-term-editor";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `${data.term.term} · Glossary` : GLOSSARY_TERM_NOT_FOUND);

export default function EditGlossaryTerm() {
  const { term, base, choices, history, revisions } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const publicHref = usePublicHref();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const saveFailed = failed?.intent === GLOSSARY_INTENTS.save ? failed : null;
  const conflict = saveFailed?.conflict ?? null;
  useUnsavedChanges(FORM_ID, Boolean(saveFailed));
  const deleteFailed = failed?.intent === GLOSSARY_INTENTS.delete ? failed : null;
  const values = saveFailed
    ? {
        term: saveFailed.values.term ?? "",
        slug: saveFailed.values.slug ?? "",
        definition: saveFailed.values.definition ?? "",
        related: saveFailed.related ?? [],
      }
    : term;
  return (
    <div className="max-w-2xl">
      <BackLink to="/admin/glossary">All terms</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{term.term}</h1>
      <p className="mt-2 text-slate-600">
        <a
          href={publicHref(termPath(term.slug))}
          className="focus-ring rounded font-medium text-bitcoin-dark hover:underline"
        >
          View its page in the dictionary
        </a>
      </p>

      <div className="mt-6">{conflict ? <EditConflictPanel conflict={conflict} formId={FORM_ID} /> : null}</div>
      {/* Keyed by the saved term, so the fields show what was saved once the page reloads its data. */}
      <Form id={FORM_ID} key={JSON.stringify(term)} method="post" className="space-y-4" noValidate>
        <CsrfField />
        <VersionField loaded={term.version} base={base} conflict={conflict} />
        <input type="hidden" name="intent" value={GLOSSARY_INTENTS.save} />
        <GlossaryTermFields values={values} fieldErrors={saveFailed?.fieldErrors} choices={choices} />
        <SubmitButton busy={busyWith === GLOSSARY_INTENTS.save} busyLabel="Saving...">
          Save changes
        </SubmitButton>
      </Form>

      <IntentForm id="delete" title="Delete this term" intent={GLOSSARY_INTENTS.delete} danger>
        <ConfirmCheckbox id="confirm-delete" error={deleteFailed?.fieldErrors.confirm}>
          Yes, delete {term.term}. It leaves the dictionary, and other terms stop linking to it.
        </ConfirmCheckbox>
        <Button type="submit" variant="danger" size="sm" disabled={busyWith === GLOSSARY_INTENTS.delete}>
          {busyWith === GLOSSARY_INTENTS.delete ? "Deleting..." : "Delete term"}
        </Button>
      </IntentForm>

      <RevisionsSection section={revisions} editorPath={`/admin/glossary/${term.id}`} />
      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
