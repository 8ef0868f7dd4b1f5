// The order of the resources within a kind: positions 0, 1, 2... in the order the page shows them,
// written again in one statement whenever a resource moves, arrives or leaves.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { learningResources } from "#app/server/db/schema.server.ts";

/** The kind's resources in their order, locked until the transaction ends. */
export function lockKind(tx: Writer, kind: string): Promise<{ id: string; title: string; position: number }[]> {
  return tx
    .select({ id: learningResources.id, title: learningResources.title, position: learningResources.position })
    .from(learningResources)
    .where(eq(learningResources.kind, kind))
    .orderBy(asc(learningResources.position), asc(learningResources.title))
    .for("update");
}

/** The position after the kind's last resource. */
export async function nextPosition(tx: Writer, kind: string): Promise<number> {
  const order = await lockKind(tx, kind);
  return (order.at(-1)?.position ?? -1) + 1;
}

/** Numbers the kind's resources 0, 1, 2... in the order of `ids`. */
export async function renumber(tx: Writer, kind: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await tx
    .update(learningResources)
    .set({ position: sql`array_position(${list}, ${learningResources.id}) - 1` })
    .where(and(eq(learningResources.kind, kind), sql`${learningResources.id} = ANY(${list})`));
}

/** Numbers the kind again in its order, after a resource left it. */
export async function closeGap(tx: Writer, kind: string): Promise<void> {
  const left = await lockKind(tx, kind);
  await renumber(
    tx,
    kind,
    left.map((r) => r.id),
  );
}
