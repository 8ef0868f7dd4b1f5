// Bookmarks: every query is scoped to the signed-in user's id, which comes from the session on the
// server, never from the request, so nobody can read or change another user's bookmarks.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { bookmarks, tools } from "#app/server/db/schema.server.ts";
import { toolSummaryColumns, type ToolSummary } from "#app/server/catalog/tool-summary.server.ts";

export async function isBookmarked(db: Database, userId: string, toolId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookmarks.id })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.toolId, toolId)))
    .limit(1);
  return Boolean(row);
}

/** Adds or removes the bookmark; adding twice or removing a missing one changes nothing. */
export async function setBookmark(db: Database, userId: string, toolId: string, on: boolean): Promise<void> {
  if (on) await db.insert(bookmarks).values({ userId, toolId }).onConflictDoNothing();
  else await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.toolId, toolId)));
}

/** The user's bookmarked published tools, most recently bookmarked first. */
export function listBookmarkedTools(db: Database, userId: string): Promise<ToolSummary[]> {
  return db
    .select(toolSummaryColumns)
    .from(bookmarks)
    .innerJoin(tools, eq(tools.id, bookmarks.toolId))
    .where(and(eq(bookmarks.userId, userId), sql`${tools.status} = 'published'`))
    .orderBy(desc(bookmarks.createdAt));
}
