// Every admin write goes through here: the admin role is checked, the change and its audit rows
// are one transaction (a failed edit leaves nothing half-written and no history), and once it is
// committed the public pages show it on their next request.
import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#app/lib/session-user.ts";
import { recordAudit, type AuditEntry, type Writer } from "#app/server/admin/audit.server.ts";
import { refreshPublicCopies } from "#app/server/admin/public-copies.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";

/** Records one change in the history; `actor` is the admin making it (revisions name them too). */
export type Audit = ((entry: AuditEntry) => Promise<void>) & { readonly actor: SessionUser };

/**
 * `afterCommit` runs once the change is committed and before the public copies are refreshed: for
 * a derived copy the public pages read (the ETF table in KV), so no page renders from the old one
 * after the refresh.
 */
export async function adminWrite<T>(
  context: AppLoadContext,
  write: (tx: Writer, audit: Audit) => Promise<T>,
  { afterCommit }: { afterCommit?: (result: T) => Promise<void> } = {},
): Promise<T> {
  const admin = requireAdmin(context);
  const result = await context.db().transaction((tx) =>
    write(
      tx,
      Object.assign((entry: AuditEntry) => recordAudit(tx, admin, entry), { actor: admin }),
    ),
  );
  await afterCommit?.(result);
  await refreshPublicCopies(context.env);
  return result;
}
