// The tag page's forms: rename, merge into another tag, delete. Refusals answer 400 with the form
// as it was sent and a message beside the field.
import { TAG_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { data, redirect, type AppLoadContext } from "react-router";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import {
  DeleteTagForm,
  MergeTagForm,
  RenameTagForm,
  TAG_INTENTS,
  type TagField,
  type TagIntent,
  type TagResult,
} from "#app/lib/tag-rules.ts";
import { adminWrite } from "#app/server/admin/admin-write.server.ts";
import { claimVersion, sentVersion, StaleEdit } from "#app/server/admin/edit-version.server.ts";
import { findAdminTag, tagFormValues } from "#app/server/admin/tags/admin-tags.server.ts";
import { deleteTag } from "#app/server/admin/tags/delete-tag.server.ts";
import { mergeTag } from "#app/server/admin/tags/merge-tags.server.ts";
import { refusalOfTakenName, renameTag } from "#app/server/admin/tags/rename-tag.server.ts";
import { answerStaleSave } from "#app/server/admin/stale-save.server.ts";
import { WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { tags } from "#app/server/db/schema.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

const refused = (
  intent: TagIntent,
  values: Partial<Record<TagField, string>>,
  fieldErrors: Partial<Record<TagField, string>>,
  mergeInto?: string,
) => data<TagResult>({ ...formFailure(values, { fieldErrors }), intent, mergeInto }, { status: 400 });

export async function tagAction(context: AppLoadContext, request: Request, id: string) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  switch (form.get("intent")) {
    case TAG_INTENTS.rename:
      return rename(context, form, id);
    case TAG_INTENTS.merge:
      return merge(context, form, id);
    case TAG_INTENTS.delete:
      return remove(context, form, id);
    default:
      throw badRequest("Unknown tag action.");
  }
}

type RenameAnswer = Promise<ReturnType<typeof data<TagResult>> | ReturnType<typeof redirect>>;

async function rename(context: AppLoadContext, form: FormData, id: string): RenameAnswer {
  const intent = TAG_INTENTS.rename;
  const parsed = parseForm(form, RenameTagForm);
  if (!parsed.ok) return refused(intent, parsed.values, parsed.fieldErrors);
  const { name } = parsed.data;
  const version = sentVersion(form);
  try {
    await adminWrite(context, async (tx, audit) => {
      await claimVersion(tx, TAG_RECORD, id, version);
      await renameTag(tx, audit, id, name);
    });
  } catch (error) {
    if (error instanceof StaleEdit) return staleRename(context, form, id, version);
    // The only refusal of a well-formed name: another tag has it.
    const refusal = error instanceof WriteRefused ? error : refusalOfTakenName(error, name);
    if (!refusal) throw error;
    return refused(intent, parsed.values, refusal.fieldErrors, name);
  }
  return redirect(`/admin/tags/${id}?notice=tag-renamed`);
}

const TAG_RECORD = { table: tags, id: tags.id, version: tags.version };

/** A rename from a form loaded from an older version (a merge into the tag bumps it too): see answerStaleSave. */
async function staleRename(context: AppLoadContext, form: FormData, id: string, sent: number | null): RenameAnswer {
  const tag = await findAdminTag(context.db(), id);
  if (!tag) throw notFound(TAG_NOT_FOUND);
  const { values } = parseForm(form, RenameTagForm);
  return answerStaleSave(context, {
    form,
    entityType: "tag",
    entityId: id,
    reloadHref: `/admin/tags/${id}`,
    current: { version: tag.version, values: tagFormValues(tag) },
    sent,
    labels: { name: "Name" },
    yours: values,
    thing: "tag",
    intent: TAG_INTENTS.rename,
    values,
    saveMerged: (merged) => rename(context, merged, id),
  });
}

async function merge(context: AppLoadContext, form: FormData, id: string) {
  const intent = TAG_INTENTS.merge;
  const parsed = parseForm(form, MergeTagForm);
  if (!parsed.ok) return refused(intent, parsed.values, parsed.fieldErrors);
  let kept: string;
  try {
    kept = await adminWrite(context, (tx, audit) => mergeTag(tx, audit, id, parsed.data.into));
  } catch (error) {
    if (!(error instanceof WriteRefused)) throw error;
    return refused(intent, parsed.values, error.fieldErrors);
  }
  return redirect(`/admin/tags/${kept}?notice=tag-merged`);
}

async function remove(context: AppLoadContext, form: FormData, id: string) {
  const parsed = parseForm(form, DeleteTagForm);
  if (!parsed.ok) return refused(TAG_INTENTS.delete, parsed.values, parsed.fieldErrors);
  await adminWrite(context, (tx, audit) => deleteTag(tx, audit, id));
  return redirect("/admin/tags?notice=tag-deleted");
}
