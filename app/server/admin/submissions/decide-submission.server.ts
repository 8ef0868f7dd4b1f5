// An editor's decision on a submission waiting in the queue: published now, scheduled, or
// rejected. The change and its audit row are one transaction; a submission that left the queue
// meanwhile (another editor decided first) is left as it is.
import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { adminWrite } from "#app/server/admin/admin-write.server.ts";
import type { Decision } from "#app/server/admin/submissions/decision-mail.server.ts";
import { changeToolStatus, type ChangedTool } from "#app/server/admin/tools/tool-status-change.server.ts";
import { tools } from "#app/server/db/schema.server.ts";
import { inReviewQueue } from "#app/server/submissions/review-queue.server.ts";

export type DecisionOutcome = { ok: true; tool: ChangedTool } | { ok: false; reason: "not-found" | "already-decided" };

export function decideSubmission(
  context: AppLoadContext,
  toolId: string,
  decision: Decision,
): Promise<DecisionOutcome> {
  return adminWrite(context, async (tx, audit): Promise<DecisionOutcome> => {
    const [row] = await tx
      .select({ queued: sql<boolean>`${inReviewQueue}` })
      .from(tools)
      .where(eq(tools.id, toolId))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" };
    if (!row.queued) return { ok: false, reason: "already-decided" };
    const changed = await changeToolStatus(tx, audit, toolId, decision);
    // The row is locked and pending, from which every decision is allowed.
    if (!changed.ok) throw new Error(`a queued submission refused the change to ${decision.to}`);
    return { ok: true, tool: changed.tool };
  });
}
