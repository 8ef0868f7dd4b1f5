// Restoring a revision: its fields go back through the entity's own save, as if the editor had sent
// them in the edit form, so every rule and check of a save applies; the save keeps a new revision
// (a `restore`), and its history row says "restored revision from {date}" with what changed. The
// restore form's fields other than the CSRF token and the intent (a version the page was loaded
// with, say) are sent with them.
import { data, redirect, type AppLoadContext } from "react-router";
import { joinPostCategories, PostForm } from "#app/lib/admin-blog-rules.ts";
import { EditToolForm, joinCheckboxes } from "#app/lib/admin-tool-rules.ts";
import { adminEntityPath } from "#app/lib/audit.ts";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import {
  GlossaryTermForm,
  glossarySlugOf,
  GLOSSARY_SLUG_FROM_TERM_FAILED,
  readRelatedIds,
} from "#app/lib/glossary-rules.ts";
import { revisionFieldGroups } from "#app/lib/revision-fields.ts";
import { adminTimestamp } from "#app/lib/admin-dates.ts";
import type { RevisionEntityType, RevisionFields } from "#app/lib/revisions.ts";
import { adminWrite, type Audit } from "#app/server/admin/admin-write.server.ts";
import type { AuditEntry, Writer } from "#app/server/admin/audit.server.ts";
import { isTakenPostSlug, savePost, TAKEN_POST_SLUG } from "#app/server/admin/blog/save-post.server.ts";
import { refusalOfDuplicateTerm, updateGlossaryTerm } from "#app/server/admin/glossary/save-glossary-term.server.ts";
import { changedFieldNames, type RestoringAudit } from "#app/server/admin/revisions/record-revision.server.ts";
import { findRevision } from "#app/server/admin/revisions/revision-page.server.ts";
import { readCurrentFields } from "#app/server/admin/revisions/revision-fields.server.ts";
import { isTakenSlug, saveTool, TAKEN_SLUG_ERROR } from "#app/server/admin/tools/save-tool.server.ts";
import { WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { markdownToSafeHtml } from "#app/server/html/markdown.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

export const REVISION_INTENTS = { restore: "restore" } as const;

export const NOTHING_TO_RESTORE = "This revision is the current version: there is nothing to restore.";

type Refusal = { fieldErrors: Partial<Record<string, string>> };
type Outcome = "restored" | "not-found" | Refusal;

const refused = (message: string, status: number) => data(formFailure({}, { formError: message }), { status });

export async function restoreRevisionAction(
  context: AppLoadContext,
  request: Request,
  type: RevisionEntityType,
  entityId: string,
  revisionId: string,
) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  if (form.get("intent") !== REVISION_INTENTS.restore) throw badRequest("Unknown revision action.");
  const db = context.db();
  const [revision, current] = await Promise.all([
    findRevision(db, type, entityId, revisionId),
    readCurrentFields(db, type, entityId),
  ]);
  if (!revision || !current) throw notFound();
  if (changedFieldNames(revision.fields, current.fields).length === 0) return refused(NOTHING_TO_RESTORE, 409);

  // A field the revision predates (the lifecycle, added later) keeps its current value.
  const sent = formOfFields({ ...current.fields, ...revision.fields }, form);
  const outcome = await SAVES[type](context, sent, entityId, {
    revision: { id: revision.id, createdAt: revision.createdAt },
    entity: { type, entityId, label: current.label },
  });
  if (outcome === "not-found") throw notFound();
  if (outcome !== "restored") {
    const labels = new Map(
      revisionFieldGroups(type).flatMap((group) => group.fields.map((field) => [field, group.label] as const)),
    );
    const problems = Object.entries(outcome.fieldErrors).map(
      ([field, message]) => `${labels.get(field) ?? field}: ${message}`,
    );
    return refused(
      `This revision cannot be restored as it is (${problems.join(" ")}). Open the editor to change it.`,
      400,
    );
  }
  return redirect(`${adminEntityPath(type, entityId)}?notice=revision-restored`);
}

/** The revision's fields as the edit form sends them, with the restore form's own extra fields. */
function formOfFields(fields: RevisionFields, restoreForm: FormData): FormData {
  const sent = new FormData();
  for (const [name, value] of Object.entries(fields)) sent.set(name, value);
  for (const [name, value] of restoreForm.entries())
    if (name !== "csrf_token" && name !== "intent" && !(name in fields)) sent.append(name, value);
  return sent;
}

interface Restoring {
  revision: { id: string; createdAt: Date };
  entity: { type: RevisionEntityType; entityId: string; label: string };
}

type Save = (context: AppLoadContext, form: FormData, id: string, restoring: Restoring) => Promise<Outcome>;

/**
 * Runs a save in an admin write, its revision recorded as a restore. The save's own history row (the
 * fields it changed, which the public changelog reads too) is the restore's one row, named
 * "restored revision from {date}"; a restore that changes nothing writes none.
 */
function restoreWrite<T>(
  context: AppLoadContext,
  { revision, entity }: Restoring,
  save: (tx: Writer, audit: Audit) => Promise<T>,
): Promise<T> {
  return adminWrite(context, (tx, audit) => {
    const action = `restored revision from ${adminTimestamp(revision.createdAt)}`;
    const asRestore = (entry: AuditEntry) =>
      entry.action === "updated" && entry.entityType === entity.type && entry.entityId === entity.entityId
        ? { ...entry, action }
        : entry;
    const restoring: RestoringAudit = Object.assign((entry: AuditEntry) => audit(asRestore(entry)), {
      actor: audit.actor,
      restoring: { revisionId: revision.id },
    });
    return save(tx, restoring);
  });
}

const saveToolRevision: Save = async (context, form, id, restoring) => {
  joinCheckboxes(form);
  const parsed = parseForm(form, EditToolForm);
  if (!parsed.ok) return { fieldErrors: parsed.fieldErrors };
  const html = markdownToSafeHtml(parsed.data.about);
  try {
    const result = await restoreWrite(context, restoring, (tx, audit) => saveTool(tx, audit, id, parsed.data, html));
    return result.ok ? "restored" : result.reason === "not-found" ? "not-found" : { fieldErrors: result.fieldErrors };
  } catch (error) {
    if (isTakenSlug(error)) return { fieldErrors: { slug: TAKEN_SLUG_ERROR } };
    throw error;
  }
};

const savePostRevision: Save = async (context, form, id, restoring) => {
  joinPostCategories(form);
  const parsed = parseForm(form, PostForm);
  if (!parsed.ok) return { fieldErrors: parsed.fieldErrors };
  const html = markdownToSafeHtml(parsed.data.content);
  const author = requireAdmin(context).id;
  try {
    const result = await restoreWrite(context, restoring, (tx, audit) =>
      savePost(tx, audit, id, parsed.data, html, author),
    );
    return result.ok ? "restored" : result.reason === "not-found" ? "not-found" : { fieldErrors: result.fieldErrors };
  } catch (error) {
    if (isTakenPostSlug(error)) return { fieldErrors: { slug: TAKEN_POST_SLUG } };
    throw error;
  }
};

const saveGlossaryRevision: Save = async (context, form, id, restoring) => {
  // The revision keeps the related terms as one comma-joined field; the form sends one each.
  const related = String(form.get("related") ?? "")
    .split(",")
    .filter(Boolean);
  form.delete("related");
  for (const termId of related) form.append("related", termId);
  const parsed = parseForm(form, GlossaryTermForm);
  const relatedIds = readRelatedIds(form);
  if (!parsed.ok) return { fieldErrors: parsed.fieldErrors };
  if (!relatedIds.ok) return { fieldErrors: { related: relatedIds.message } };
  const slug = glossarySlugOf(parsed.data);
  if (!slug) return { fieldErrors: { slug: GLOSSARY_SLUG_FROM_TERM_FAILED } };
  const fields = { term: parsed.data.term, slug, definition: parsed.data.definition, related: relatedIds.ids };
  try {
    await restoreWrite(context, restoring, (tx, audit) => updateGlossaryTerm(tx, audit, id, fields));
    return "restored";
  } catch (error) {
    const refusal = error instanceof WriteRefused ? error : refusalOfDuplicateTerm(error);
    if (!refusal) throw error;
    return { fieldErrors: refusal.fieldErrors };
  }
};

const SAVES: Record<RevisionEntityType, Save> = {
  tool: saveToolRevision,
  post: savePostRevision,
  glossary_term: saveGlossaryRevision,
};
