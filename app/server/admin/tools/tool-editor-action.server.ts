// The tool editor's forms: save (create or update), the About preview, and the status changes,
// which are buttons of the same form and save its fields with the change. The caller has checked the admin role; every write goes through adminWrite, and a
// success redirects with a notice so the page works without JavaScript.
import { data, redirect, type AppLoadContext } from "react-router";
import { eq } from "drizzle-orm";
import {
  CATEGORY_FIELDS,
  DeleteToolForm,
  EditToolForm,
  joinCheckboxes,
  NewToolForm,
  PreviewForm,
  TOOL_EDITOR_INTENTS,
  type ToolEditorFailure,
  type ToolEditorField,
  type ToolEditorIntent,
  type ToolPreview,
  type ToolStatusField,
} from "#app/lib/admin-tool-rules.ts";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import { ScheduleForm } from "#app/lib/submission-review-rules.ts";
import type { NoticeKey } from "#app/lib/notices.ts";
import type { ToolStatus } from "#app/lib/tool-facets.ts";
import { TOOL_FIELD_LABELS } from "#app/lib/tool-editor-labels.ts";
import { toolStatusLabel } from "#app/lib/tool-status.ts";
import { adminWrite, type Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import {
  adminWriteUnlessRefused,
  claimVersion,
  sentVersion,
  StaleEdit,
} from "#app/server/admin/edit-version.server.ts";
import { answerStaleSave } from "#app/server/admin/stale-save.server.ts";
import { deleteArchivedTool } from "#app/server/admin/tools/delete-tool.server.ts";
import { removeToolImageFile } from "#app/server/admin/tools/tool-image-files.server.ts";
import { refuseUnconfirmedDuplicate } from "#app/server/admin/tools/new-tool-duplicates.server.ts";
import {
  isTakenSlug,
  saveTool,
  TAKEN_SLUG_ERROR,
  type SaveToolResult,
} from "#app/server/admin/tools/save-tool.server.ts";
import {
  findToolForEditor,
  listCategoryChoices,
  toolFormValues,
} from "#app/server/admin/tools/tool-editor-data.server.ts";
import { changeToolStatus, type ToolStatusChange } from "#app/server/admin/tools/tool-status-change.server.ts";
import { tools } from "#app/server/db/schema.server.ts";
import { mailSubmitterNoticesQuietly } from "#app/server/submissions/notify-submitter-live.server.ts";
import { markdownToSafeHtml } from "#app/server/html/markdown.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

const { save, preview, publish, unpublish, schedule, archive, restore } = TOOL_EDITOR_INTENTS;

export const toolEditorPath = (id: string, notice?: NoticeKey) =>
  `/admin/tools/${id}${notice ? `?notice=${notice}` : ""}`;

type Problems = {
  values?: Partial<Record<ToolEditorField | ToolStatusField, string>>;
  fieldErrors?: Partial<Record<ToolEditorField | ToolStatusField, string>>;
  formError?: string;
};

const refused = (intent: ToolEditorIntent, status: number, { values = {}, ...problems }: Problems) =>
  data<ToolEditorFailure>({ ...formFailure(values, problems), intent }, { status });

/** `toolId` is null on the new-tool page, which only saves and previews. */
export async function toolEditorAction(context: AppLoadContext, request: Request, toolId: string | null) {
  const form = await readCheckedForm(request, context);
  joinCheckboxes(form);
  const intent = form.get("intent");
  if (intent === save) return saveFromForm(context, form, toolId, save);
  if (intent === preview) return previewAbout(form);
  if (toolId === null) throw badRequest("Unknown tool editor action.");
  switch (intent) {
    case publish:
      return saveFromForm(context, form, toolId, publish, { change: { to: "published" }, notice: "tool-published" });
    case unpublish:
      return saveFromForm(context, form, toolId, unpublish, { change: { to: "draft" }, notice: "tool-unpublished" });
    case schedule: {
      const parsed = parseForm(form, ScheduleForm);
      if (!parsed.ok)
        return refused(schedule, 400, {
          values: { ...parseForm(form, NewToolForm).values, ...parsed.values },
          fieldErrors: parsed.fieldErrors,
        });
      const change = { to: "scheduled", at: parsed.data.publishAt } as const;
      return saveFromForm(context, form, toolId, schedule, { change, notice: "tool-scheduled" });
    }
    case archive:
      return saveFromForm(context, form, toolId, archive, { change: { to: "archived" }, notice: "tool-archived" });
    case restore: {
      const step = { change: { to: "draft" }, notice: "tool-restored", onlyFrom: "archived" } as const;
      return saveFromForm(context, form, toolId, restore, step);
    }
    case TOOL_EDITOR_INTENTS.delete:
      return deleteTool(context, form, toolId);
    default:
      throw badRequest("Unknown tool editor action.");
  }
}

/** A status change sent with the editor's form: saved with its fields, in the same transaction. */
interface StatusStep {
  change: ToolStatusChange;
  notice: NoticeKey;
  /** The one status it may start from, when narrower than the change's own rule. */
  onlyFrom?: ToolStatus;
}

const TOOL_RECORD = { table: tools, id: tools.id, version: tools.version };

type SaveAndChangeResult = SaveToolResult | { ok: false; reason: "not-allowed"; status: ToolStatus };

/**
 * Saves the editor's fields, then makes the status change when there is one, all or nothing. The
 * form's version is claimed first: a tool saved by someone else since is answered with the
 * conflict. A status change sent without the fields (a script) changes the status alone.
 */
type EditorAnswer = Promise<ReturnType<typeof data<ToolEditorFailure>> | ReturnType<typeof redirect>>;

async function saveFromForm(
  context: AppLoadContext,
  form: FormData,
  toolId: string | null,
  intent: ToolEditorIntent,
  status?: StatusStep,
): EditorAnswer {
  const withFields = !status || form.has("name");
  const parsed = withFields ? parseForm(form, toolId ? EditToolForm : NewToolForm) : null;
  const values = parsed?.values ?? {};
  if (parsed && !parsed.ok) return refused(intent, 400, { values, fieldErrors: parsed.fieldErrors });
  // Only a new tool is checked against the catalogue: an edit already is that listing.
  const duplicate =
    !toolId && parsed ? await refuseUnconfirmedDuplicate(context.db(), form, parsed.data, values) : null;
  if (duplicate) return duplicate;
  const html = parsed ? markdownToSafeHtml(parsed.data.about) : "";
  const version = sentVersion(form);
  let result: SaveAndChangeResult;
  try {
    result = await adminWriteUnlessRefused(context, async (tx, audit): Promise<SaveAndChangeResult> => {
      if (toolId) await claimVersion(tx, TOOL_RECORD, toolId, version);
      const saved = parsed ? await saveTool(tx, audit, toolId, parsed.data, html) : null;
      if (saved && !saved.ok) return saved;
      if (!status) return saved!;
      const changed = await changeStatusOf(tx, audit, toolId!, status);
      if (!changed.ok) return { ok: false, reason: changed.reason, status: changed.status! };
      return saved ?? { ok: true, id: toolId!, slug: changed.tool.slug };
    });
  } catch (error) {
    if (error instanceof StaleEdit) return staleSave(context, form, toolId!, intent, version, parsed ? values : null);
    if (isTakenSlug(error)) return refused(intent, 400, { values, fieldErrors: { slug: TAKEN_SLUG_ERROR } });
    throw error;
  }
  if (!result.ok && result.reason === "not-found") throw notFound();
  if (!result.ok && result.reason === "not-allowed") return notAllowed(intent, result.status, values);
  if (!result.ok) return refused(intent, 400, { values, fieldErrors: result.fieldErrors });
  // A tool that went live, or whose date changed, tells its submitter now (the cron would, later).
  if (status) await mailSubmitterNoticesQuietly(context.env, context.db());
  return redirect(toolEditorPath(result.id, status?.notice ?? (toolId ? "tool-saved" : "tool-created")));
}

async function changeStatusOf(tx: Writer, audit: Audit, toolId: string, { change, onlyFrom }: StatusStep) {
  if (onlyFrom) {
    const [tool] = await tx.select({ status: tools.status }).from(tools).where(eq(tools.id, toolId));
    if (!tool) return { ok: false, reason: "not-found" } as const;
    if (tool.status !== onlyFrom) return { ok: false, reason: "not-allowed", status: tool.status } as const;
  }
  return changeToolStatus(tx, audit, toolId, change);
}

/** A save of a form loaded from an older version: see answerStaleSave. */
async function staleSave(
  context: AppLoadContext,
  form: FormData,
  toolId: string,
  intent: ToolEditorIntent,
  sent: number | null,
  values: Partial<Record<ToolEditorField, string>> | null,
): EditorAnswer {
  const db = context.db();
  const [tool, categoryChoices] = await Promise.all([findToolForEditor(db, toolId), listCategoryChoices(db)]);
  if (!tool) throw notFound();
  const names = new Map(categoryChoices.map((category) => [category.id, category.name]));
  const categoryFields: readonly string[] = CATEGORY_FIELDS;
  return answerStaleSave(context, {
    form,
    entityType: "tool",
    entityId: toolId,
    reloadHref: toolEditorPath(toolId),
    current: { version: tool.version, values: toolFormValues(tool) },
    sent,
    labels: TOOL_FIELD_LABELS,
    yours: values ?? {},
    display: (field, value) => (categoryFields.includes(field) ? (names.get(value) ?? value) : value),
    thing: "tool",
    intent,
    values,
    saveMerged: intent === save ? (merged) => saveFromForm(context, merged, toolId, save) : undefined,
  });
}

/** Renders About as the tool page would show it; saves nothing and keeps every field as typed. */
function previewAbout(form: FormData) {
  const { values } = parseForm(form, NewToolForm);
  const parsed = parseForm(form, PreviewForm);
  if (!parsed.ok) return refused(preview, 400, { values, fieldErrors: parsed.fieldErrors });
  return data<ToolPreview>({ ok: true, intent: preview, values, previewHtml: markdownToSafeHtml(parsed.data.about) });
}

const VERBS: Partial<Record<ToolEditorIntent, string>> = {
  publish: "published",
  unpublish: "unpublished",
  schedule: "scheduled",
  archive: "archived",
  restore: "restored",
  delete: "deleted",
};

const notAllowed = (intent: ToolEditorIntent, status: ToolStatus, values: Problems["values"] = {}) =>
  refused(intent, 409, {
    values,
    formError: `The tool's status is ${toolStatusLabel(status)}: it cannot be ${VERBS[intent]}.`,
  });

async function deleteTool(context: AppLoadContext, form: FormData, toolId: string) {
  const intent = TOOL_EDITOR_INTENTS.delete;
  const parsed = parseForm(form, DeleteToolForm);
  if (!parsed.ok) return refused(intent, 400, { fieldErrors: parsed.fieldErrors });
  const result = await adminWrite(context, (tx, audit) => deleteArchivedTool(tx, audit, toolId));
  if (!result.ok && result.reason === "not-found") throw notFound();
  if (!result.ok) return notAllowed(intent, result.status);
  await Promise.all(result.imageUrls.map((url) => removeToolImageFile(context.env.TOOL_IMAGES, url)));
  return redirect("/admin/tools?notice=tool-deleted");
}
