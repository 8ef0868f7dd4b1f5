// Optimistic locking for the editor forms. Each edited record has an integer `version`, bumped by
// every write of what its form shows; the form carries the version it was loaded from, and the
// save claims the next version inside its own transaction, before it writes. The claim is one
// UPDATE with the version in its WHERE, which also locks the row, so of two saves of one version
// exactly one passes, and the other rolls back with nothing written.
import type { AppLoadContext } from "react-router";
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { VERSION_FIELD } from "#app/lib/edit-conflict.ts";
import { adminWrite, type Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";

/** Thrown by `claimVersion` inside the write, so the transaction rolls back. */
export class StaleEdit extends Error {
  constructor() {
    super("The record changed after the form was loaded.");
    this.name = "StaleEdit";
  }
}

/** The version the form was loaded from; null when it carries none (a script, a table's bulk action). */
export function sentVersion(form: FormData): number | null {
  const raw = form.get(VERSION_FIELD);
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export interface Versioned {
  table: PgTable;
  id: PgColumn;
  version: PgColumn;
}

/**
 * Moves the record to its next version if it is still at `sent` (any version when `sent` is null),
 * and holds its row lock until the commit. A record at another version throws StaleEdit; a record
 * that is gone is left to the write, which answers it as not found.
 */
export async function claimVersion(
  tx: Writer,
  record: Versioned,
  id: string | boolean,
  sent: number | null,
): Promise<void> {
  const claimed = await tx.execute(sql`
    UPDATE ${record.table} SET version = version + 1
    WHERE ${record.id} = ${id} ${sent === null ? sql`` : sql`AND ${record.version} = ${sent}`}
    RETURNING 1`);
  if (claimed.length > 0) return;
  const [exists] = await tx.execute(sql`SELECT 1 FROM ${record.table} WHERE ${record.id} = ${id}`);
  if (exists) throw new StaleEdit();
}

/** For a status change's UPDATE: the record's next version. */
export const nextVersion = (version: PgColumn): SQL<number> => sql<number>`${version} + 1`;

/** Carries a refused result out of a write, so the transaction (the version claim too) rolls back. */
class Undone<Result> extends Error {
  readonly result: Result;

  constructor(result: Result) {
    super("The write was refused.");
    this.result = result;
  }
}

/**
 * adminWrite for a write that may refuse: a result that is not ok rolls everything back, so a
 * refused save leaves the version where it was, and is returned as it is.
 */
export async function adminWriteUnlessRefused<Result extends { ok: boolean }>(
  context: AppLoadContext,
  write: (tx: Writer, audit: Audit) => Promise<Result>,
): Promise<Result> {
  try {
    return await adminWrite(context, async (tx, audit) => {
      const result = await write(tx, audit);
      if (!result.ok) throw new Undone(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Undone) return error.result as Result;
    throw error;
  }
}
