// The tool editor's forms: save (create or update), the About preview, and the status panel's
// actions. The caller has checked the admin role; every write goes through adminWrite, and a
// success redirects with a notice so the page works without JavaScript.
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import {
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
import { toolStatusLabel } from "#app/lib/tool-status.ts";
import { adminWrite } from "#app/server/admin/admin-write.server.ts";
import { deleteArchivedTool } from "#app/server/admin/tools/delete-tool.server.ts";
import { removeToolImageFile } from "#app/server/admin/tools/tool-image-files.server.ts";
import { isTakenSlug, saveTool, TAKEN_SLUG_ERROR } from "#app/server/admin/tools/save-tool.server.ts";
import { refuseUnconfirmedDuplicate } from "#app/server/admin/tools/new-tool-duplicates.server.ts";
import {
  changeToolStatus,
  type StatusChangeResult,
  type ToolStatusChange,
} from "#app/server/admin/tools/tool-status-change.server.ts";
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
  json<ToolEditorFailure>({ ...formFailure(values, problems), intent }, { status });

/** `toolId` is null on the new-tool page, which only saves and previews. */
export async function toolEditorAction(context: AppLoadContext, request: Request, toolId: string | null) {
  const form = await readCheckedForm(request, context);
  joinCheckboxes(form);
  const intent = form.get("intent");
  if (intent === save) return saveFromForm(context, form, toolId);
  if (intent === preview) return previewAbout(form);
  if (toolId === null) throw badRequest("Unknown tool editor action.");
  switch (intent) {
    case publish:
      return changeStatus(context, toolId, publish, { to: "published" }, "tool-published");
    case unpublish:
      return changeStatus(context, toolId, unpublish, { to: "draft" }, "tool-unpublished");
    case schedule: {
      const parsed = parseForm(form, ScheduleForm);
      if (!parsed.ok) return refused(schedule, 400, { values: parsed.values, fieldErrors: parsed.fieldErrors });
      return changeStatus(context, toolId, schedule, { to: "scheduled", at: parsed.data.publishAt }, "tool-scheduled");
    }
    case archive:
      return changeStatus(context, toolId, archive, { to: "archived" }, "tool-archived");
    case restore:
      return changeStatus(context, toolId, restore, { to: "draft" }, "tool-restored", "archived");
    case TOOL_EDITOR_INTENTS.delete:
      return deleteTool(context, form, toolId);
    default:
      throw badRequest("Unknown tool editor action.");
  }
}

async function saveFromForm(context: AppLoadContext, form: FormData, toolId: string | null) {
  const parsed = parseForm(form, toolId ? EditToolForm : NewToolForm);
  const { values } = parsed;
  if (!parsed.ok) return refused(save, 400, { values, fieldErrors: parsed.fieldErrors });
  const duplicate = toolId ? null : await refuseUnconfirmedDuplicate(context.db(), form, parsed.data, values);
  if (duplicate) return duplicate;
  const html = markdownToSafeHtml(parsed.data.about);
  let result;
  try {
    result = await adminWrite(context, (tx, audit) => saveTool(tx, audit, toolId, parsed.data, html));
  } catch (error) {
    if (isTakenSlug(error)) return refused(save, 400, { values, fieldErrors: { slug: TAKEN_SLUG_ERROR } });
    throw error;
  }
  if (!result.ok && result.reason === "not-found") throw notFound();
  if (!result.ok) return refused(save, 400, { values, fieldErrors: result.fieldErrors });
  return redirect(toolEditorPath(result.id, toolId ? "tool-saved" : "tool-created"));
}

/** Renders About as the tool page would show it; saves nothing and keeps every field as typed. */
function previewAbout(form: FormData) {
  const { values } = parseForm(form, NewToolForm);
  const parsed = parseForm(form, PreviewForm);
  if (!parsed.ok) return refused(preview, 400, { values, fieldErrors: parsed.fieldErrors });
  return json<ToolPreview>({ ok: true, intent: preview, values, previewHtml: markdownToSafeHtml(parsed.data.about) });
}

const VERBS: Partial<Record<ToolEditorIntent, string>> = {
  publish: "published",
  unpublish: "unpublished",
  schedule: "scheduled",
  archive: "archived",
  restore: "restored",
  delete: "deleted",
};

const notAllowed = (intent: ToolEditorIntent, status: ToolStatus) =>
  refused(intent, 409, {
    formError: `The tool's status is ${toolStatusLabel(status)}: it cannot be ${VERBS[intent]}.`,
  });

async function changeStatus(
  context: AppLoadContext,
  toolId: string,
  intent: ToolEditorIntent,
  change: ToolStatusChange,
  notice: NoticeKey,
  onlyFrom?: ToolStatus,
) {
  const result = await adminWrite(context, async (tx, audit): Promise<StatusChangeResult> => {
    if (onlyFrom) {
      const [tool] = await tx.select({ status: tools.status }).from(tools).where(eq(tools.id, toolId)).for("update");
      if (!tool) return { ok: false, reason: "not-found" };
      if (tool.status !== onlyFrom) return { ok: false, reason: "not-allowed", status: tool.status };
    }
    return changeToolStatus(tx, audit, toolId, change);
  });
  if (!result.ok && result.reason === "not-found") throw notFound();
  if (!result.ok) return notAllowed(intent, result.status!);
  await mailSubmitterNoticesQuietly(context.env, context.db());
  return redirect(toolEditorPath(toolId, notice));
}

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
