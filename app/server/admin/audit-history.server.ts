// Reading the admin history: one entity's changes for its edit page, and the Activity list.
import { and, eq, type SQL } from "drizzle-orm";
import type { AuditEntityType } from "#app/lib/audit.ts";
import { auditOrder } from "#app/server/admin/audit.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { auditLog } from "#app/server/db/schema.server.ts";

export const auditEntryColumns = {
  id: auditLog.id,
  actorEmail: auditLog.actorEmail,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  entityLabel: auditLog.entityLabel,
  action: auditLog.action,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};

export type AuditRow = {
  id: string;
  actorEmail: string;
  entityType: AuditEntityType;
  entityId: string;
  entityLabel: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
};

/** An entity's latest changes, newest first. */
export function listEntityHistory(
  db: Database,
  entityType: AuditEntityType,
  entityId: string,
  limit = 50,
): Promise<AuditRow[]> {
  return db
    .select(auditEntryColumns)
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(...auditOrder)
    .limit(limit);
}

/** Changes matching `where`, newest first, a page at a time (Activity). */
export function listAuditEntries(
  db: Database,
  where: SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<AuditRow[]> {
  return db
    .select(auditEntryColumns)
    .from(auditLog)
    .where(where)
    .orderBy(...auditOrder)
    .limit(limit)
    .offset(offset);
}
