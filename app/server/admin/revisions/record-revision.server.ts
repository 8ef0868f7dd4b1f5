// Each save of a tool, post or glossary term keeps a revision: the editor's fields whole, who saved
// them and when, and which fields changed since the revision before. It is written in the save's
// own transaction, so a revision is never kept for a save that did not happen. A row older than
// revisions gets its fields as they were before this save as its first, `base`, revision.
import { and, desc, eq, ne } from "drizzle-orm";
import type { RevisionEntityType, RevisionFields } from "#app/lib/revisions.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { findPostForEditor, type EditorPost } from "#app/server/admin/blog/post-editor-data.server.ts";
import { findToolForEditor, type EditorTool } from "#app/server/admin/tools/tool-editor-data.server.ts";
import { dropNewPostDraft } from "#app/server/admin/revisions/new-post-draft.server.ts";
import {
  glossaryRevisionFields,
  postRevisionFields,
  readGlossaryTermForRevision,
  revisionColumn,
  revisionEntity,
  toolRevisionFields,
  type GlossaryRevisionSource,
} from "#app/server/admin/revisions/revision-fields.server.ts";
import { revisions } from "#app/server/db/schema.server.ts";

/** The audit of a restore: its save is recorded as a `restore` of this revision. */
export type RestoringAudit = Audit & { readonly restoring: { revisionId: string } };

const isRestoring = (audit: Audit): audit is RestoringAudit => "restoring" in audit;

/** The names of the fields whose values differ. */
export function changedFieldNames(before: RevisionFields, after: RevisionFields): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => (before[field] ?? "") !== (after[field] ?? ""),
  );
}

interface RevisionWrite {
  type: RevisionEntityType;
  id: string;
  /** The fields as they were before this save and since when; null for a new entity. */
  before: { fields: RevisionFields; at: Date | string } | null;
  after: RevisionFields;
}

export async function recordRevision(tx: Writer, audit: Audit, { type, id, before, after }: RevisionWrite) {
  const column = revisionColumn(type);
  const entity = revisionEntity(type, id);
  const [latest] = await tx
    .select({ fields: revisions.fields })
    .from(revisions)
    .where(and(eq(column, id), ne(revisions.kind, "autosave")))
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(1);
  let previous = latest?.fields ?? null;
  if (!previous && before) {
    await tx
      .insert(revisions)
      .values({ ...entity, kind: "base", fields: before.fields, createdAt: new Date(before.at) });
    previous = before.fields;
  }
  const changed = changedFieldNames(previous ?? {}, after);
  if (previous && changed.length === 0) return;
  await tx.insert(revisions).values({
    ...entity,
    kind: isRestoring(audit) ? "restore" : "save",
    actorId: audit.actor.id,
    actorEmail: audit.actor.email,
    actorName: audit.actor.name || null,
    fields: after,
    changedFields: changed,
    restoredFrom: isRestoring(audit) ? audit.restoring.revisionId : null,
  });
  // The editor's own draft of this post is saved now: it is no longer one to recover.
  if (type === "post")
    await tx
      .delete(revisions)
      .where(and(eq(revisions.postId, id), eq(revisions.kind, "autosave"), eq(revisions.actorId, audit.actor.id)));
}

/** After the tool is written: `before` is the tool as it was (null for a new one). */
export async function recordToolRevision(tx: Writer, audit: Audit, id: string, before: EditorTool | null) {
  const saved = await findToolForEditor(tx, id);
  if (!saved) return;
  await recordRevision(tx, audit, {
    type: "tool",
    id,
    before: before && { fields: toolRevisionFields(before), at: before.updatedAt },
    after: toolRevisionFields(saved),
  });
}

/**
 * After the post is written: `before` is the post as it was (null for a new one, whose creation
 * also ends the editor's new-post draft).
 */
export async function recordPostRevision(tx: Writer, audit: Audit, id: string, before: EditorPost | null) {
  if (!before) await dropNewPostDraft(tx, audit.actor.id);
  const saved = await findPostForEditor(tx, id);
  if (!saved) return;
  await recordRevision(tx, audit, {
    type: "post",
    id,
    before: before && { fields: postRevisionFields(before), at: before.updatedAt },
    after: postRevisionFields(saved),
  });
}

/**
 * Before an existing term is written, or once a new one is (`created`): `fields` is what the save
 * writes, and what is stored before it is the "before".
 */
export async function recordGlossaryRevision(
  tx: Writer,
  audit: Audit,
  id: string,
  fields: GlossaryRevisionSource,
  { created = false } = {},
) {
  const stored = created ? null : await readGlossaryTermForRevision(tx, id);
  await recordRevision(tx, audit, {
    type: "glossary_term",
    id,
    before: stored && { fields: stored.fields, at: stored.updatedAt },
    after: glossaryRevisionFields(fields),
  });
}
