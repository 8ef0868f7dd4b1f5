// A tool's, post's or glossary term's revision fields: the editor's form values, as the editor
// loads them. Revisions keep them whole, and a restore sends them back through the save.
import { asc, eq } from "drizzle-orm";
import type { RevisionEntityType, RevisionFields } from "#app/lib/revisions.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { findPostForEditor, postFormValues, type EditorPost } from "#app/server/admin/blog/post-editor-data.server.ts";
import { findToolForEditor, toolFormValues, type EditorTool } from "#app/server/admin/tools/tool-editor-data.server.ts";
import { glossaryTermRelations, glossaryTerms, revisions } from "#app/server/db/schema.server.ts";

/** The tool editor's values; "checked again today" is an act of the save, not a field. */
export function toolRevisionFields(tool: EditorTool): RevisionFields {
  return Object.fromEntries(Object.entries(toolFormValues(tool)).filter(([name]) => name !== "factsVerified"));
}

export const postRevisionFields = (post: EditorPost): RevisionFields => postFormValues(post);

export interface GlossaryRevisionSource {
  term: string;
  slug: string;
  definition: string;
  /** The related terms' ids, in order. */
  related: string[];
}

export const glossaryRevisionFields = (term: GlossaryRevisionSource): RevisionFields => ({
  term: term.term,
  slug: term.slug,
  definition: term.definition,
  related: term.related.join(","),
});

/** A glossary term as stored now, with when it last changed. */
export async function readGlossaryTermForRevision(
  db: Writer,
  id: string,
): Promise<{ fields: RevisionFields; label: string; updatedAt: Date } | null> {
  const [row] = await db
    .select({
      term: glossaryTerms.term,
      slug: glossaryTerms.slug,
      definition: glossaryTerms.definition,
      updatedAt: glossaryTerms.updatedAt,
    })
    .from(glossaryTerms)
    .where(eq(glossaryTerms.id, id));
  if (!row) return null;
  const related = await db
    .select({ id: glossaryTermRelations.relatedTermId })
    .from(glossaryTermRelations)
    .where(eq(glossaryTermRelations.termId, id))
    .orderBy(asc(glossaryTermRelations.position));
  return {
    fields: glossaryRevisionFields({ ...row, related: related.map((r) => r.id) }),
    label: row.term,
    updatedAt: row.updatedAt,
  };
}

/** The entity's current fields and name, or null when there is no such entity. */
export async function readCurrentFields(
  db: Writer,
  type: RevisionEntityType,
  id: string,
): Promise<{ fields: RevisionFields; label: string } | null> {
  if (type === "tool") {
    const tool = await findToolForEditor(db, id);
    return tool && { fields: toolRevisionFields(tool), label: tool.name };
  }
  if (type === "post") {
    const post = await findPostForEditor(db, id);
    return post && { fields: postRevisionFields(post), label: post.title };
  }
  return readGlossaryTermForRevision(db, id);
}

/** The column of `revisions` that names an entity of this type. */
export const revisionColumn = (type: RevisionEntityType) =>
  type === "tool" ? revisions.toolId : type === "post" ? revisions.postId : revisions.glossaryTermId;

/** A revision's entity column, set, for an insert. */
export const revisionEntity = (type: RevisionEntityType, id: string) =>
  type === "tool" ? { toolId: id } : type === "post" ? { postId: id } : { glossaryTermId: id };
