// An edit page's Revisions section: the entity's latest revisions, newest first (who, when, what
// changed, which one is the current version), and for a post the editor's own autosaved draft
// when it is newer than the post's last save.
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { changedLabels } from "#app/lib/revision-fields.ts";
import type { RevisionEntityType, RevisionFields, RevisionKind } from "#app/lib/revisions.ts";
import { readCurrentFields, revisionColumn } from "#app/server/admin/revisions/revision-fields.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { blogPosts, revisions } from "#app/server/db/schema.server.ts";

export const REVISIONS_SHOWN = 50;

export interface RevisionSummary {
  id: string;
  kind: RevisionKind;
  /** The editor's name, else their address; null for a base revision. */
  actor: string | null;
  createdAt: Date;
  /** The labels of the fields that changed since the revision before. */
  changed: string[];
  /** Its fields are the entity's fields now. */
  isCurrent: boolean;
}

export interface DraftOffer {
  id: string;
  createdAt: Date;
  fields: RevisionFields;
}

export interface RevisionsSection {
  revisions: RevisionSummary[];
  /** More revisions exist than are shown. */
  more: boolean;
  draft: DraftOffer | null;
}

export async function listRevisions(
  db: Database,
  type: RevisionEntityType,
  id: string,
  viewerId: string,
): Promise<RevisionsSection> {
  const column = revisionColumn(type);
  const current = await readCurrentFields(db, type, id);
  const currentJson = JSON.stringify(current?.fields ?? {});
  const [rows, draft] = await Promise.all([
    db
      .select({
        id: revisions.id,
        kind: revisions.kind,
        actorName: revisions.actorName,
        actorEmail: revisions.actorEmail,
        createdAt: revisions.createdAt,
        changedFields: sql<string[]>`to_json(${revisions.changedFields})`,
        isCurrent: sql<boolean>`${revisions.fieldsMd5} = md5(${currentJson}::jsonb::text)`,
      })
      .from(revisions)
      .where(and(eq(column, id), ne(revisions.kind, "autosave")))
      .orderBy(desc(revisions.createdAt), desc(revisions.id))
      .limit(REVISIONS_SHOWN + 1),
    type === "post" ? findNewerDraft(db, id, viewerId) : null,
  ]);
  const firstCurrent = rows.findIndex((row) => row.isCurrent);
  return {
    revisions: rows.slice(0, REVISIONS_SHOWN).map((row, index) => ({
      id: row.id,
      kind: row.kind,
      actor: row.actorName || row.actorEmail,
      createdAt: row.createdAt,
      changed: changedLabels(type, row.changedFields),
      isCurrent: index === firstCurrent,
    })),
    more: rows.length > REVISIONS_SHOWN,
    draft,
  };
}

/** The viewer's autosaved draft of the post, when it is newer than the post's last save. */
async function findNewerDraft(db: Database, postId: string, viewerId: string): Promise<DraftOffer | null> {
  const [row] = await db
    .select({ id: revisions.id, createdAt: revisions.createdAt, fields: revisions.fields })
    .from(revisions)
    .innerJoin(blogPosts, eq(blogPosts.id, revisions.postId))
    .where(
      and(
        eq(revisions.postId, postId),
        eq(revisions.kind, "autosave"),
        eq(revisions.actorId, viewerId),
        gt(revisions.createdAt, blogPosts.updatedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
