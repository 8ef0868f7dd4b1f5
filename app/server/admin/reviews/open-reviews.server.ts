// Opens and closes one kind of review for a set of tools from what a check found now: a tool with
// the signal gets one open review (the editors hear of it once, by their notification setting); a
// tool in scope without it has its open review closed by the check. A new review of an archived or
// gone repository is also queued for the tool's watchers.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ToolReviewKind } from "#app/lib/tool-reviews.ts";
import type { WatchedChangeLine } from "#app/lib/tool-watch.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolReviews } from "#app/server/db/schema.server.ts";
import { recordEditorEvent } from "#app/server/notifications/record-editor-event.server.ts";
import { queueToolChange } from "#app/server/watching/queue-tool-change.server.ts";

/** Who closes a review whose signal went away. */
export const CLOSED_BY_CHECK = "check";

export interface Signal {
  toolId: string;
  /** What the check found, in an editor's words. */
  detail: string;
  /** For the tool's watchers, when they should hear of it too. */
  watchLine?: WatchedChangeLine;
}

export async function syncReviews(
  db: Database,
  kind: ToolReviewKind,
  signals: Signal[],
  scope: string[] | "all",
  { announce = true } = {},
): Promise<{ opened: number; closed: number }> {
  const inScope = (column: typeof toolReviews.toolId) => (scope === "all" ? undefined : inArray(column, scope));
  if (scope !== "all" && scope.length === 0) return { opened: 0, closed: 0 };
  const open = await db
    .select({ id: toolReviews.id, toolId: toolReviews.toolId })
    .from(toolReviews)
    .where(and(eq(toolReviews.kind, kind), isNull(toolReviews.closedAt), inScope(toolReviews.toolId)));
  const openFor = new Set(open.map((review) => review.toolId));
  const signalled = new Set(signals.map((signal) => signal.toolId));

  let opened = 0;
  for (const signal of signals) {
    if (openFor.has(signal.toolId)) continue;
    const [review] = await db
      .insert(toolReviews)
      .values({ toolId: signal.toolId, kind, detail: signal.detail })
      .onConflictDoNothing()
      .returning({ id: toolReviews.id });
    if (!review) continue;
    opened++;
    if (!announce) continue;
    await recordEditorEvent(db, { kind: "tool-review", reviewId: review.id });
    if (signal.watchLine) await queueToolChange(db, signal.toolId, { kind: "edit", lines: [signal.watchLine] });
  }
  const toClose = open.filter((review) => !signalled.has(review.toolId)).map((review) => review.id);
  if (toClose.length)
    await db
      .update(toolReviews)
      .set({ closedAt: sql`now()`, closedBy: CLOSED_BY_CHECK })
      .where(inArray(toolReviews.id, toClose));
  return { opened, closed: toClose.length };
}
