// The admin history: every admin write adds one row, in the same transaction as the write, so a
// change is never recorded without happening nor happens without being recorded.
import { desc } from "drizzle-orm";
import type { AuditEntityType } from "#app/lib/audit.ts";
import type { SessionUser } from "#app/lib/session-user.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { auditLog } from "#app/server/db/schema.server.ts";

/** The database or a transaction on it. */
export type Writer = Pick<Database, "insert" | "select" | "update" | "delete" | "execute">;

export type Snapshot = Record<string, unknown>;

export interface AuditEntry {
  entityType: AuditEntityType;
  entityId: string;
  entityLabel: string;
  /** What happened, in a word or two: "created", "updated", "published", "merged into rust"... */
  action: string;
  before?: Snapshot | null;
  after?: Snapshot | null;
}

/** Whether two snapshot values are the same (null and missing alike). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only the fields whose values differ, each side with its own value. */
export function changedFields(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
  const changed = { before: {} as Snapshot, after: {} as Snapshot };
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (sameValue(before[field], after[field])) continue;
    changed.before[field] = before[field] ?? null;
    changed.after[field] = after[field] ?? null;
  }
  return changed;
}

/** An update whose snapshots agree changed nothing, and is not history. */
const changedNothing = (entry: AuditEntry) =>
  entry.action === "updated" &&
  entry.before != null &&
  entry.after != null &&
  Object.keys(changedFields(entry.before, entry.after).after).length === 0;

export async function recordAudit(db: Writer, actor: SessionUser, entry: AuditEntry): Promise<void> {
  if (changedNothing(entry)) return;
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    entityType: entry.entityType,
    entityId: entry.entityId,
    entityLabel: entry.entityLabel,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The latest changes first, for an edit page's history or the Activity list. */
export const auditOrder = [desc(auditLog.createdAt), desc(auditLog.id)];
