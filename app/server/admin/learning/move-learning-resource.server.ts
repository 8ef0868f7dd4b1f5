// Moving a resource one place up or down within its kind: the kind is numbered again in one
// statement, in the same transaction as the history row.
import { LEARNING_RESOURCE_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { eq } from "drizzle-orm";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { lockKind, renumber } from "#app/server/admin/learning/learning-positions.server.ts";
import { learningResources } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

/** The resource's kind (for the page to return to); a move past either end changes nothing. */
export async function moveLearningResource(
  tx: Writer,
  audit: Audit,
  id: string,
  direction: "up" | "down",
): Promise<string> {
  const [resource] = await tx
    .select({ kind: learningResources.kind })
    .from(learningResources)
    .where(eq(learningResources.id, id));
  if (!resource) throw notFound(LEARNING_RESOURCE_NOT_FOUND);
  const order = await lockKind(tx, resource.kind);
  const from = order.findIndex((r) => r.id === id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= order.length) return resource.kind;
  const ids = order.map((r) => r.id);
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  await renumber(tx, resource.kind, ids);
  await audit({
    entityType: "learning_resource",
    entityId: id,
    entityLabel: order[from]!.title,
    action: direction === "up" ? "moved up" : "moved down",
    before: { position: from + 1 },
    after: { position: to + 1 },
  });
  return resource.kind;
}
