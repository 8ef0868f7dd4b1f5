// The new-post page's draft: what an editor typed for a post not yet created, kept by its autosave
// under the editor's id (one each, so nobody else sees it), until they create a post or discard it.
import { eq, sql } from "drizzle-orm";
import type { RevisionFields } from "#app/lib/revisions.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { newPostDrafts } from "#app/server/db/schema.server.ts";

export interface NewPostDraft {
  createdAt: Date;
  fields: RevisionFields;
}

export async function findNewPostDraft(db: Database, authorId: string): Promise<NewPostDraft | null> {
  const [row] = await db
    .select({ createdAt: newPostDrafts.savedAt, fields: newPostDrafts.fields })
    .from(newPostDrafts)
    .where(eq(newPostDrafts.authorId, authorId));
  return row ?? null;
}

/** Replaces the editor's draft with these fields; returns when it was kept. */
export async function keepNewPostDraft(db: Database, authorId: string, fields: RevisionFields): Promise<Date> {
  const [kept] = await db
    .insert(newPostDrafts)
    .values({ authorId, fields })
    .onConflictDoUpdate({ target: newPostDrafts.authorId, set: { fields, savedAt: sql`now()` } })
    .returning({ savedAt: newPostDrafts.savedAt });
  return kept!.savedAt;
}

export async function dropNewPostDraft(db: Writer, authorId: string): Promise<void> {
  await db.delete(newPostDrafts).where(eq(newPostDrafts.authorId, authorId));
}
