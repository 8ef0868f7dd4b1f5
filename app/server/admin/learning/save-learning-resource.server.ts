// Creating and editing a learning resource. Each address belongs to one resource; a new resource,
// or one moved to another kind, goes last in its kind, and the kind it left closes the gap.
import { LEARNING_RESOURCE_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { and, eq, ne } from "drizzle-orm";
import type { LearningField } from "#app/lib/learning-rules.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { closeGap, nextPosition } from "#app/server/admin/learning/learning-positions.server.ts";
import { violatedUniqueIndex, WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { learningResources } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

export interface LearningResourceFields {
  title: string;
  url: string;
  kind: string;
  author: string | null;
  description: string;
}

const URL_TAKEN = "Another resource has this address.";

/** The new resource's id. */
export async function createLearningResource(
  tx: Writer,
  audit: Audit,
  fields: LearningResourceFields,
): Promise<string> {
  await refuseTaken(tx, fields.url, null);
  const position = await nextPosition(tx, fields.kind);
  const [row] = await tx
    .insert(learningResources)
    .values({ ...fields, position })
    .returning({ id: learningResources.id });
  await audit({
    entityType: "learning_resource",
    entityId: row!.id,
    entityLabel: fields.title,
    action: "created",
    before: null,
    after: { ...fields },
  });
  return row!.id;
}

/** Saves the fields that changed; a save that changes nothing writes nothing. */
export async function updateLearningResource(
  tx: Writer,
  audit: Audit,
  id: string,
  fields: LearningResourceFields,
): Promise<void> {
  const [before] = await tx
    .select({
      title: learningResources.title,
      url: learningResources.url,
      kind: learningResources.kind,
      author: learningResources.author,
      description: learningResources.description,
    })
    .from(learningResources)
    .where(eq(learningResources.id, id))
    .for("update");
  if (!before) throw notFound(LEARNING_RESOURCE_NOT_FOUND);
  const changed = changedFields(before, { ...fields });
  if (Object.keys(changed.after).length === 0) return;
  await refuseTaken(tx, fields.url, id);
  const kindChanged = before.kind !== fields.kind;
  const last = kindChanged ? { position: await nextPosition(tx, fields.kind) } : {};
  await tx
    .update(learningResources)
    .set({ ...fields, ...last, updatedAt: new Date() })
    .where(eq(learningResources.id, id));
  if (kindChanged) {
    await closeGap(tx, before.kind);
  }
  await audit({
    entityType: "learning_resource",
    entityId: id,
    entityLabel: fields.title,
    action: "updated",
    ...changed,
  });
}

async function refuseTaken(tx: Writer, url: string, id: string | null): Promise<void> {
  const taken = await tx
    .select({ id: learningResources.id })
    .from(learningResources)
    .where(and(eq(learningResources.url, url), id ? ne(learningResources.id, id) : undefined));
  if (taken.length > 0) throw new WriteRefused<LearningField>({ url: URL_TAKEN });
}

/** Two admins saving the same address at once: the unique index decides, with the same message. */
export function refusalOfDuplicateUrl(error: unknown): WriteRefused<LearningField> | null {
  return violatedUniqueIndex(error) === "learning_resources_url_key" ? new WriteRefused({ url: URL_TAKEN }) : null;
}
