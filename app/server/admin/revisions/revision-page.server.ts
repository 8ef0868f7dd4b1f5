// A revision's page: the revision (who, when, how) and each group of fields that differs from the
// current version as a line diff, from the revision to the current version; ids shown by name.
import { and, eq, inArray } from "drizzle-orm";
import { diffLines, foldUnchanged, type DiffHunk } from "#app/lib/line-diff.ts";
import { groupText, idsIn, revisionFieldGroups, type RevisionIdKind } from "#app/lib/revision-fields.ts";
import type { RevisionEntityType, RevisionKind } from "#app/lib/revisions.ts";
import { readCurrentFields, revisionColumn } from "#app/server/admin/revisions/revision-fields.server.ts";
import { isUuid } from "#app/lib/uuid.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { blogCategories, categories, glossaryTerms, revisions } from "#app/server/db/schema.server.ts";

export interface FieldDiff {
  label: string;
  hunks: DiffHunk[];
}

export interface RevisionPage {
  revision: { id: string; kind: RevisionKind; actor: string | null; createdAt: Date };
  /** The entity's name now. */
  label: string;
  /** The groups that differ, in the editor's order. */
  differences: FieldDiff[];
  /** The labels of the groups that are the same. */
  unchanged: string[];
}

/** The revision of this entity with its fields, or null when the entity has no such revision. */
export async function findRevision(db: Database, type: RevisionEntityType, entityId: string, revisionId: string) {
  const [row] = await db
    .select({
      id: revisions.id,
      kind: revisions.kind,
      actorName: revisions.actorName,
      actorEmail: revisions.actorEmail,
      fields: revisions.fields,
      createdAt: revisions.createdAt,
    })
    .from(revisions)
    .where(and(eq(revisions.id, revisionId), eq(revisionColumn(type), entityId)));
  return row ?? null;
}

export async function readRevisionPage(
  db: Database,
  type: RevisionEntityType,
  entityId: string,
  revisionId: string,
): Promise<RevisionPage | null> {
  const [revision, current] = await Promise.all([
    findRevision(db, type, entityId, revisionId),
    readCurrentFields(db, type, entityId),
  ]);
  if (!revision || !current) return null;
  const groups = revisionFieldGroups(type, [...Object.keys(revision.fields), ...Object.keys(current.fields)]);
  const names = await namesOfIds(
    db,
    groups.flatMap((group) =>
      group.ids
        ? idsIn(group, revision.fields)
            .concat(idsIn(group, current.fields))
            .map((id) => ({ kind: group.ids!, id }))
        : [],
    ),
  );
  const differences: FieldDiff[] = [];
  const unchanged: string[] = [];
  for (const group of groups) {
    const before = groupText(group, revision.fields, names);
    const after = groupText(group, current.fields, names);
    if (before === after) unchanged.push(group.label);
    else differences.push({ label: group.label, hunks: foldUnchanged(diffLines(before, after)) });
  }
  return {
    revision: {
      id: revision.id,
      kind: revision.kind,
      actor: revision.actorName || revision.actorEmail,
      createdAt: revision.createdAt,
    },
    label: current.label,
    differences,
    unchanged,
  };
}

const ID_TABLES = {
  category: { table: categories, id: categories.id, name: categories.name },
  blogCategory: { table: blogCategories, id: blogCategories.id, name: blogCategories.name },
  glossaryTerm: { table: glossaryTerms, id: glossaryTerms.id, name: glossaryTerms.term },
} as const;

/** The names of the categories and terms these ids are, one query per kind. */
async function namesOfIds(db: Database, ids: { kind: RevisionIdKind; id: string }[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const kind of Object.keys(ID_TABLES) as RevisionIdKind[]) {
    const wanted = [...new Set(ids.filter((entry) => entry.kind === kind && isUuid(entry.id)).map((e) => e.id))];
    if (wanted.length === 0) continue;
    const { table, id, name } = ID_TABLES[kind];
    const rows = await db.select({ id, name }).from(table).where(inArray(id, wanted));
    for (const row of rows) names.set(row.id, row.name);
  }
  return names;
}
