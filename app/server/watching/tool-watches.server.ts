// A user's watched tools and how often they hear of them. Every query is scoped to the user id the
// caller took from the session (or from a signed unsubscribe link), never from a form.
import { and, desc, eq, sql } from "drizzle-orm";
import { DEFAULT_WATCH_FREQUENCY, type WatchFrequency } from "#app/lib/tool-watch.ts";
import { toolSummaryColumns, type ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { tools, toolWatches, watchSettings } from "#app/server/db/schema.server.ts";

export async function isWatching(db: Database, userId: string, toolId: string): Promise<boolean> {
  const [row] = await db
    .select({ toolId: toolWatches.toolId })
    .from(toolWatches)
    .where(and(eq(toolWatches.userId, userId), eq(toolWatches.toolId, toolId)));
  return Boolean(row);
}

/** Starts or stops watching; watching twice or stopping a missing watch changes nothing. */
export async function setWatch(db: Database, userId: string, toolId: string, on: boolean): Promise<void> {
  if (on) await db.insert(toolWatches).values({ userId, toolId }).onConflictDoNothing();
  else await db.delete(toolWatches).where(and(eq(toolWatches.userId, userId), eq(toolWatches.toolId, toolId)));
}

/** Stops every watch of the user: no watch mail reaches them any more. */
export async function stopAllWatches(db: Database, userId: string): Promise<void> {
  await db.delete(toolWatches).where(eq(toolWatches.userId, userId));
}

/** The user's watched published tools, most recently watched first. */
export function listWatchedTools(db: Database, userId: string): Promise<ToolSummary[]> {
  return db
    .select(toolSummaryColumns)
    .from(toolWatches)
    .innerJoin(tools, eq(tools.id, toolWatches.toolId))
    .where(and(eq(toolWatches.userId, userId), sql`${tools.status} = 'published'`))
    .orderBy(desc(toolWatches.createdAt));
}

export async function readWatchFrequency(db: Database, userId: string): Promise<WatchFrequency> {
  const [row] = await db
    .select({ frequency: watchSettings.frequency })
    .from(watchSettings)
    .where(eq(watchSettings.userId, userId));
  return row?.frequency ?? DEFAULT_WATCH_FREQUENCY;
}

/**
 * Saves the choice. Changes not yet mailed go out under it: at once within the minute, or in the
 * next weekly digest.
 */
export async function saveWatchFrequency(db: Database, userId: string, frequency: WatchFrequency): Promise<void> {
  await db
    .insert(watchSettings)
    .values({ userId, frequency, lastDigestAt: sql`now()` })
    .onConflictDoUpdate({ target: watchSettings.userId, set: { frequency } });
}
