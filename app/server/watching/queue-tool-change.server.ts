// Queues a change of a tool for the people who watch it, in the caller's transaction: the editor's
// save (lifecycle, official website, facts) or the release checker's new latest release. A change
// is queued only for a published tool that somebody watches; the mails go from the cron
// (send-watch-mails.server.ts), once per change and watcher.
import { sql } from "drizzle-orm";
import { releaseChangeLine, type ToolRelease, type WatchedChangeLine } from "#app/lib/tool-watch.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { tools, toolWatchChanges, toolWatches } from "#app/server/db/schema.server.ts";

export type ToolChange =
  /** What an edit changed, as `watchedChangeLines` reads it from the save's history. */
  | { kind: "edit"; lines: WatchedChangeLine[] }
  /** A new latest release; `before` is the one known until now, if any. */
  | { kind: "release"; before: ToolRelease | null; after: ToolRelease };

/** The change in words; none for a "new" release that is the one already known. */
function linesOf(change: ToolChange): WatchedChangeLine[] {
  if (change.kind === "edit") return change.lines;
  return change.before?.tag === change.after.tag ? [] : [releaseChangeLine(change.before, change.after)];
}

/** Queues the change; returns whether it was (false: nothing changed, nobody watches, or the tool is not published). */
export async function queueToolChange(db: Writer, toolId: string, change: ToolChange): Promise<boolean> {
  const lines = linesOf(change);
  if (lines.length === 0) return false;
  const queued = await db.execute(sql`
    INSERT INTO ${toolWatchChanges} (tool_id, lines)
    SELECT ${tools.id}, ${JSON.stringify(lines)}::jsonb FROM ${tools}
    WHERE ${tools.id} = ${toolId} AND ${tools.status} = 'published'
      AND EXISTS (SELECT 1 FROM ${toolWatches} WHERE ${toolWatches.toolId} = ${toolId})
    RETURNING id`);
  return queued.length > 0;
}
