// A tool's life: draft or pending → published (now, or at a scheduled time) → archived, or
// pending → rejected with a reason. Every change is one UPDATE plus its audit row, inside the
// caller's transaction (adminWrite); the every-minute cron publishes what is due.
import { and, desc, eq, inArray, lte } from "drizzle-orm";
import type { ToolStatus } from "#app/lib/tool-facets.ts";
import { recordAudit, type Snapshot, type Writer } from "#app/server/admin/audit.server.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import { nextVersion } from "#app/server/admin/edit-version.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { auditLog, tools } from "#app/server/db/schema.server.ts";

export type ToolStatusChange =
  | { to: "published" }
  | { to: "scheduled"; at: Date }
  | { to: "draft" }
  | { to: "archived" }
  | { to: "rejected"; reason: string };

/** The statuses each change may start from. */
const ALLOWED_FROM: Record<ToolStatusChange["to"], readonly ToolStatus[]> = {
  published: ["draft", "pending", "rejected", "archived"],
  scheduled: ["draft", "pending", "rejected"],
  draft: ["published", "pending", "rejected", "archived"],
  archived: ["draft", "pending", "published", "rejected"],
  rejected: ["pending", "draft"],
};

/** The words of the audit history for each change. */
const ACTION: Record<ToolStatusChange["to"], string> = {
  published: "published",
  scheduled: "scheduled",
  draft: "unpublished",
  archived: "archived",
  rejected: "rejected",
};

const statusColumns = {
  id: tools.id,
  name: tools.name,
  slug: tools.slug,
  userId: tools.userId,
  status: tools.status,
  publishAt: tools.publishAt,
  rejectionReason: tools.rejectionReason,
};

export type ChangedTool = { id: string; name: string; slug: string; userId: string | null; status: ToolStatus };

export type StatusChangeResult =
  | { ok: true; tool: ChangedTool; previousStatus: ToolStatus }
  | { ok: false; reason: "not-found" | "not-allowed"; status?: ToolStatus };

const snapshot = (row: { status: string; publishAt: Date | null; rejectionReason: string | null }): Snapshot => ({
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
  rejectionReason: row.rejectionReason,
});

function newValues(change: ToolStatusChange) {
  switch (change.to) {
    case "published":
      return { status: "published" as const, publishAt: null, rejectionReason: null };
    case "scheduled":
      return { publishAt: change.at, rejectionReason: null };
    case "draft":
      return { status: "draft" as const, publishAt: null };
    case "archived":
      return { status: "archived" as const, publishAt: null };
    case "rejected":
      return { status: "rejected" as const, publishAt: null, rejectionReason: change.reason };
  }
}

export async function changeToolStatus(
  tx: Writer,
  audit: Audit,
  toolId: string,
  change: ToolStatusChange,
): Promise<StatusChangeResult> {
  const [before] = await tx.select(statusColumns).from(tools).where(eq(tools.id, toolId)).for("update");
  if (!before) return { ok: false, reason: "not-found" };
  if (!ALLOWED_FROM[change.to].includes(before.status))
    return { ok: false, reason: "not-allowed", status: before.status };
  const restoring = change.to === "draft" && before.status === "archived";
  const values = restoring ? await statusBeforeArchive(tx, toolId) : newValues(change);
  const [after] = await tx
    .update(tools)
    .set({ ...values, version: nextVersion(tools.version) })
    .where(eq(tools.id, toolId))
    .returning(statusColumns);
  await audit({
    entityType: "tool",
    entityId: toolId,
    entityLabel: before.name,
    // Back to draft from the archive reads as a restore in the history.
    action: restoring ? "restored" : ACTION[change.to],
    before: snapshot(before),
    after: snapshot(after!),
  });
  const { id, name, slug, userId, status } = after!;
  return { ok: true, tool: { id, name, slug, userId, status }, previousStatus: before.status };
}

const RESTORABLE: readonly ToolStatus[] = ["draft", "pending", "published", "rejected"];

/**
 * A restored tool gets back the status it had when it was archived, as its history recorded it,
 * and its publication time when that is still ahead; a draft when the history does not say.
 */
async function statusBeforeArchive(tx: Writer, toolId: string) {
  const [archiving] = await tx
    .select({ before: auditLog.before })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "tool"), eq(auditLog.entityId, toolId), eq(auditLog.action, "archived")))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const { status, publishAt } = (archiving?.before ?? {}) as { status?: ToolStatus; publishAt?: string | null };
  const scheduledFor = publishAt ? new Date(publishAt) : null;
  return {
    status: status && RESTORABLE.includes(status) ? status : ("draft" as const),
    publishAt: scheduledFor && scheduledFor > new Date() ? scheduledFor : null,
  };
}

/** Who the history names for changes no admin made at that moment. */
export const SCHEDULER = { id: "system", email: "Scheduled publication", name: "", isAdmin: true };

/** Publishes every tool whose scheduled time has come; returns what it published. */
export async function publishDueTools(db: Database, now = new Date()): Promise<ChangedTool[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select(statusColumns)
      .from(tools)
      .where(and(lte(tools.publishAt, now), inArray(tools.status, ["draft", "pending", "rejected"])))
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const published = await tx
      .update(tools)
      .set({ status: "published", publishAt: null, rejectionReason: null, version: nextVersion(tools.version) })
      .where(
        inArray(
          tools.id,
          due.map((tool) => tool.id),
        ),
      )
      .returning(statusColumns);
    for (const tool of due)
      await recordAudit(tx, SCHEDULER, {
        entityType: "tool",
        entityId: tool.id,
        entityLabel: tool.name,
        action: "published",
        before: snapshot(tool),
        after: { status: "published", publishAt: null, rejectionReason: null },
      });
    return published.map(({ id, name, slug, userId, status }) => ({ id, name, slug, userId, status }));
  });
}
