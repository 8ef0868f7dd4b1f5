// Reading the conflict once a save was refused as stale (see edit-version.server.ts; the answer is
// stale-save.server.ts's): read after the rolled-back write, so it shows the record as it is now.
import type { AppLoadContext } from "react-router";
import type { AuditEntityType } from "#app/lib/audit.ts";
import { differingFields, type EditConflict } from "#app/lib/edit-conflict.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { fingerprintFields, mergeByField } from "#app/server/admin/edit-merge.server.ts";

/** At most this many of the changes since the form was loaded are listed. */
const CHANGES_SHOWN = 5;

export interface ConflictSubject {
  entityType: AuditEntityType;
  entityId: string;
  /** The edit page. */
  reloadHref: string;
  /** The form's fields as the record holds them now, and its version. */
  current: { version: number; values: Record<string, string> };
  /** The version the form was loaded from, when it carried one. */
  sent: number | null;
  /** The compared fields and their labels, in the form's order. */
  labels: Record<string, string>;
  /** The form's fields as the editor sent them. */
  yours: Record<string, string | undefined>;
  /** The fingerprints of the fields as the form was loaded (sentBase), when it carried them. */
  base?: Record<string, string> | null;
  /** How a field's value reads (an id as the name it stands for). */
  display?: (field: string, value: string) => string;
}

/** Who made a change, as the editor reads it: their own save from another tab is theirs. */
export const YOU_IN_ANOTHER_TAB = "you, in another tab";

/**
 * The conflict to show, and the form's fields merged: the editor's changes over what is stored
 * now, so that saving them over it keeps what others changed in the fields the editor left alone.
 */
export async function readEditConflict(
  context: AppLoadContext,
  subject: ConflictSubject,
): Promise<{ conflict: EditConflict; merged: Record<string, string> }> {
  const { current, sent, labels } = subject;
  const { merged, conflicts, kept } = mergeByField(
    Object.keys(labels),
    subject.base ?? null,
    current.values,
    subject.yours,
  );
  const conflicting = Object.fromEntries(Object.entries(labels).filter(([name]) => conflicts.includes(name)));
  // Each write since adds a version and, when it changed something, a history row.
  const missed = sent === null ? 1 : Math.min(Math.max(current.version - sent, 1), CHANGES_SHOWN);
  const history = await listEntityHistory(context.db(), subject.entityType, subject.entityId, missed);
  const editor = context.user?.email.toLowerCase();
  const conflict: EditConflict = {
    version: current.version,
    changes: history.map((entry) => ({
      actor: entry.actorEmail.toLowerCase() === editor ? YOU_IN_ANOTHER_TAB : entry.actorEmail,
      at: entry.createdAt.toISOString(),
      action: entry.action,
    })),
    fields: differingFields(conflicting, current.values, subject.yours, subject.display),
    kept: kept.map((name) => labels[name]!),
    reloadHref: subject.reloadHref,
    base: fingerprintFields(current.values),
  };
  return { conflict, merged };
}
