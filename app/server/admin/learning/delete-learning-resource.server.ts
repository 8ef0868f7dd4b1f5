// Deleting a learning resource; the resources after it in its kind close the gap.
import { LEARNING_RESOURCE_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { eq } from "drizzle-orm";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { closeGap } from "#app/server/admin/learning/learning-positions.server.ts";
import { learningResources } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

export async function deleteLearningResource(tx: Writer, audit: Audit, id: string): Promise<void> {
  const [resource] = await tx.delete(learningResources).where(eq(learningResources.id, id)).returning({
    title: learningResources.title,
    url: learningResources.url,
    kind: learningResources.kind,
    author: learningResources.author,
    description: learningResources.description,
  });
  if (!resource) throw notFound(LEARNING_RESOURCE_NOT_FOUND);
  await closeGap(tx, resource.kind);
  await audit({
    entityType: "learning_resource",
    entityId: id,
    entityLabel: resource.title,
    action: "deleted",
    before: { ...resource },
    after: null,
  });
}
