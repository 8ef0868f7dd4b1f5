// A tool's lifecycle change, as its history records it: the one place that knows a save changed
// the lifecycle, its date or the successor. The public changelog reads these entries (its words
// in app/lib/public-changes.ts). The mail to the people who watch the tool reads the same widened
// entry (`watchedChangeLines`), queued by the save inside its transaction.
import { LIFECYCLE_CHANGE_FIELDS } from "#app/lib/public-changes.ts";
import type { Snapshot } from "#app/server/admin/audit.server.ts";

type Changes = { before: Snapshot; after: Snapshot };

/** The save's changed fields change the lifecycle, its date or the successor. */
export const changesLifecycle = (changes: Changes) => LIFECYCLE_CHANGE_FIELDS.some((field) => field in changes.after);

/**
 * The changed fields of a save, widened to the whole lifecycle when part of it changed, so the
 * entry alone says "Discontinued on {date}, successor {name}".
 */
export function withWholeLifecycle(changes: Changes, before: Snapshot, after: Snapshot): Changes {
  if (!changesLifecycle(changes)) return changes;
  const whole = (snapshot: Snapshot) =>
    Object.fromEntries(LIFECYCLE_CHANGE_FIELDS.map((field) => [field, snapshot[field] ?? null]));
  return { before: { ...changes.before, ...whole(before) }, after: { ...changes.after, ...whole(after) } };
}
