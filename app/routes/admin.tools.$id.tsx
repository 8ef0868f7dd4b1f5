import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AuditHistory } from "#app/components/admin/AuditHistory.tsx";
import { EditConflictPanel } from "#app/components/admin/EditConflictPanel.tsx";
import { ToolEditorForm } from "#app/components/admin/ToolEditorForm.tsx";
import { ToolStatusPanel } from "#app/components/admin/ToolStatusPanel.tsx";
import { RevisionsSection } from "#app/components/admin/RevisionsSection.tsx";
import { ToolHealthSection } from "#app/components/admin/ToolHealthSection.tsx";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { TOOL_EDITOR_INTENTS } from "#app/lib/admin-tool-rules.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { fingerprintFields } from "#app/server/admin/edit-merge.server.ts";
import { listRevisions } from "#app/server/admin/revisions/list-revisions.server.ts";
import { toolEditorAction } from "#app/server/admin/tools/tool-editor-action.server.ts";
import {
  findToolForEditor,
  listCategoryChoices,
  toolFormValues,
} from "#app/server/admin/tools/tool-editor-data.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { readToolHealth } from "#app/server/health/tool-health-read.server.ts";
import { readRepositoryRead } from "#app/server/repositories/repository-read.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

/** The tool's id from the URL; anything but an existing tool's id is the site's 404. */
function toolIdOf(id: string | undefined): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const admin = requireAdmin(context);
  const id = toolIdOf(params.id);
  const db = context.db();
  const [tool, categories, history, health, revisions, repositoryRead] = await Promise.all([
    findToolForEditor(db, id),
    listCategoryChoices(db),
    listEntityHistory(db, "tool", id),
    readToolHealth(db, id),
    listRevisions(db, "tool", id, admin.id),
    readRepositoryRead(db, id),
  ]);
  if (!tool) throw notFound();
  const { name, slug, status, publishAt, rejectionReason, updatedAt, version } = tool;
  const values = toolFormValues(tool);
  return data(
    {
      tool: { id, name, slug, status, publishAt, rejectionReason, updatedAt, version },
      values,
      base: fingerprintFields(values),
      factSources: tool.factSources,
      categories,
      history,
      health,
      revisions,
      repositoryRead,
    },
    { headers: { "Cache-Control": ADMIN_PAGE } },
  );
}

/** Save, Preview, the status changes (each saving the form too), and Delete. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  return toolEditorAction(context, request, toolIdOf(params.id));
}

const FORM_ID = "tool-editor";

/** Save and Preview answer in the form; a status change's refusal is shown in the panel. */
const isEditorIntent = (intent: string) =>
  intent === TOOL_EDITOR_INTENTS.save || intent === TOOL_EDITOR_INTENTS.preview;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `Edit ${data.tool.name}` : "Tool not found");

export default function EditTool() {
  const { tool, values, base, factSources, categories, history, health, revisions, repositoryRead } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // On the admin host every path is the portal's: the public page is on the site's own host.
  const publicHref = usePublicHref();
  const failed = result && !result.ok ? result : null;
  // Every intent but Delete sends the editor's fields: a refusal gives them back as sent.
  const editorResult = result && result.intent !== TOOL_EDITOR_INTENTS.delete ? result : null;
  const conflict = failed?.conflict ?? null;
  return (
    <div>
      <p className="text-sm">
        <BackLink to="/admin/tools">Tools</BackLink>
      </p>
      <h1 className="mt-2 break-words text-3xl font-bold text-slate-900">{tool.name}</h1>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={publicHref(`/tool/${tool.slug}`)} className="focus-ring font-medium text-bitcoin-dark hover:underline">
          View on site
        </a>
        <Link
          to={`/admin/tools/${tool.id}/images`}
          className="focus-ring font-medium text-bitcoin-dark hover:underline"
        >
          Images
        </Link>
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {/* Enter in a field presses the form's first submit button in the page's order: the
            panel's status buttons and a conflict's "save over" belong to the form and come first,
            so Save is placed ahead of them. */}
        <button type="submit" form={FORM_ID} name="intent" value={TOOL_EDITOR_INTENTS.save} hidden tabIndex={-1} />
        <aside className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 lg:self-start" aria-label="Publication">
          <ToolStatusPanel key={`${tool.status}-${tool.publishAt}`} formId={FORM_ID} tool={tool} failed={failed} />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {conflict ? (
            <EditConflictPanel
              conflict={conflict}
              formId={FORM_ID}
              intent={{ refused: failed?.intent, save: TOOL_EDITOR_INTENTS.save }}
            />
          ) : null}
          {/* A save remounts the form, so it shows the tool as stored (tags normalized, and so on). */}
          <ToolEditorForm
            key={tool.updatedAt}
            mode="edit"
            formId={FORM_ID}
            version={{ loaded: tool.version, base, conflict }}
            unsaved={Boolean(editorResult)}
            categories={categories}
            repositoryRead={repositoryRead}
            values={editorResult?.values ?? values}
            fieldErrors={editorResult && !editorResult.ok ? editorResult.fieldErrors : undefined}
            formError={
              editorResult && !editorResult.ok && !conflict && isEditorIntent(editorResult.intent)
                ? editorResult.formError
                : undefined
            }
            previewHtml={editorResult?.ok ? editorResult.previewHtml : null}
            factSources={factSources}
          />
        </div>
      </div>
      <ToolHealthSection health={health} />
      <RevisionsSection section={revisions} editorPath={`/admin/tools/${tool.id}`} />
      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
