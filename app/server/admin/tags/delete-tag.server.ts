// Deleting a tag takes it off every tool (the cascade); the audit row keeps which ones.
import { asc, eq } from "drizzle-orm";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { lockTag } from "#app/server/admin/tags/lock-tag.server.ts";
import { tags, tools, toolTags } from "#app/server/db/schema.server.ts";

export async function deleteTag(tx: Writer, audit: Audit, id: string): Promise<void> {
  const tag = await lockTag(tx, id);
  const itsTools = await tx
    .select({ name: tools.name })
    .from(toolTags)
    .innerJoin(tools, eq(tools.id, toolTags.toolId))
    .where(eq(toolTags.tagId, id))
    .orderBy(asc(tools.name));
  await tx.delete(tags).where(eq(tags.id, id));
  await audit({
    entityType: "tag",
    entityId: id,
    entityLabel: tag.name,
    action: "deleted",
    before: { name: tag.name, tools: itsTools.map((tool) => tool.name) },
    after: null,
  });
}
