// The learning resource pages' forms: create, save, delete, and the list's Move up / Move down.
// Refusals answer 400 with the form as it was sent and a message beside each field.
import { LEARNING_RESOURCE_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { data, redirect, type AppLoadContext } from "react-router";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import {
  DeleteLearningResourceForm,
  kindAnchor,
  LEARNING_INTENTS,
  LearningResourceForm,
  MOVE_INTENTS,
  MoveLearningResourceForm,
  type LearningField,
  type LearningIntent,
  type LearningResult,
} from "#app/lib/learning-rules.ts";
import { adminWrite, type Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { claimVersion, sentVersion, StaleEdit } from "#app/server/admin/edit-version.server.ts";
import { findAdminLearningResource, learningFormValues } from "#app/server/admin/learning/admin-learning.server.ts";
import { deleteLearningResource } from "#app/server/admin/learning/delete-learning-resource.server.ts";
import { moveLearningResource } from "#app/server/admin/learning/move-learning-resource.server.ts";
import {
  createLearningResource,
  refusalOfDuplicateUrl,
  updateLearningResource,
  type LearningResourceFields,
} from "#app/server/admin/learning/save-learning-resource.server.ts";
import { answerStaleSave } from "#app/server/admin/stale-save.server.ts";
import { WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { learningResources } from "#app/server/db/schema.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

type Values = Partial<Record<LearningField, string>>;

const refused = (intent: LearningIntent, values: Values, fieldErrors: Partial<Record<LearningField, string>>) =>
  data<LearningResult>({ ...formFailure(values, { fieldErrors }), intent }, { status: 400 });

async function saveResource(
  context: AppLoadContext,
  form: FormData,
  write: (tx: Writer, audit: Audit, fields: LearningResourceFields) => Promise<unknown>,
) {
  const intent = LEARNING_INTENTS.save;
  const parsed = parseForm(form, LearningResourceForm);
  if (!parsed.ok) return refused(intent, parsed.values, parsed.fieldErrors);
  const fields = { ...parsed.data, author: parsed.data.author || null };
  try {
    await adminWrite(context, (tx, audit) => write(tx, audit, fields));
  } catch (error) {
    const refusal = error instanceof WriteRefused ? error : refusalOfDuplicateUrl(error);
    if (!refusal) throw error;
    return refused(intent, parsed.values, refusal.fieldErrors);
  }
  return null;
}

export async function createLearningResourceAction(context: AppLoadContext, request: Request) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  let kind = "";
  const refusal = await saveResource(context, form, async (tx, audit, fields) => {
    kind = fields.kind;
    await createLearningResource(tx, audit, fields);
  });
  return refusal ?? redirect(`/admin/learning?notice=learning-resource-created#${kindAnchor(kind)}`);
}

export async function editLearningResourceAction(context: AppLoadContext, request: Request, id: string) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  switch (form.get("intent")) {
    case LEARNING_INTENTS.save:
      return saveEdit(context, form, id);
    case LEARNING_INTENTS.delete: {
      const parsed = parseForm(form, DeleteLearningResourceForm);
      if (!parsed.ok) return refused(LEARNING_INTENTS.delete, parsed.values, parsed.fieldErrors);
      await adminWrite(context, (tx, audit) => deleteLearningResource(tx, audit, id));
      return redirect("/admin/learning?notice=learning-resource-deleted");
    }
    default:
      throw badRequest("Unknown learning resource action.");
  }
}

const LEARNING_RECORD = { table: learningResources, id: learningResources.id, version: learningResources.version };

type SaveAnswer = Promise<ReturnType<typeof data<LearningResult>> | ReturnType<typeof redirect>>;

/** Saves the edit form, claiming the version it was loaded from. */
async function saveEdit(context: AppLoadContext, form: FormData, id: string): SaveAnswer {
  const version = sentVersion(form);
  try {
    const refusal = await saveResource(context, form, async (tx, audit, fields) => {
      await claimVersion(tx, LEARNING_RECORD, id, version);
      await updateLearningResource(tx, audit, id, fields);
    });
    return refusal ?? redirect(`/admin/learning/${id}?notice=learning-resource-saved`);
  } catch (error) {
    if (error instanceof StaleEdit) return staleSave(context, form, id, version);
    throw error;
  }
}

/** A save of a form loaded from an older version: see answerStaleSave. */
async function staleSave(context: AppLoadContext, form: FormData, id: string, sent: number | null): SaveAnswer {
  const resource = await findAdminLearningResource(context.db(), id);
  if (!resource) throw notFound(LEARNING_RESOURCE_NOT_FOUND);
  const { values } = parseForm(form, LearningResourceForm);
  return answerStaleSave(context, {
    form,
    entityType: "learning_resource",
    entityId: id,
    reloadHref: `/admin/learning/${id}`,
    current: { version: resource.version, values: learningFormValues(resource) },
    sent,
    labels: { title: "Title", url: "Address", kind: "Kind", author: "Author", description: "Description" },
    yours: values,
    thing: "resource",
    intent: LEARNING_INTENTS.save,
    values,
    saveMerged: (merged) => saveEdit(context, merged, id),
  });
}

/** The list's Move up and Move down buttons. */
export async function moveLearningResourceAction(context: AppLoadContext, request: Request) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  const intent = form.get("intent");
  if (intent !== MOVE_INTENTS.up && intent !== MOVE_INTENTS.down) throw badRequest("Unknown learning list action.");
  const parsed = parseForm(form, MoveLearningResourceForm);
  if (!parsed.ok) throw badRequest(parsed.fieldErrors.id ?? "Choose a resource from the list.");
  const direction = intent === MOVE_INTENTS.up ? "up" : "down";
  const kind = await adminWrite(context, (tx, audit) => moveLearningResource(tx, audit, parsed.data.id, direction));
  return redirect(`/admin/learning?notice=learning-resource-moved#${kindAnchor(kind)}`);
}
