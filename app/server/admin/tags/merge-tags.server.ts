// Merging a tag into another: the target takes the source's tools (a tool that has both keeps one
// row), the source is deleted, and its name, with every name that led to it, leads to the target.
import { eq, sql } from "drizzle-orm";
import type { TagField } from "#app/lib/tag-rules.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { nextVersion } from "#app/server/admin/edit-version.server.ts";
import { lockTag } from "#app/server/admin/tags/lock-tag.server.ts";
import { redirectOldTagName } from "#app/server/admin/tags/tag-redirects.server.ts";
import { WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { tagRedirects, tags, toolTags } from "#app/server/db/schema.server.ts";

/** `intoName` is normalized already. Returns the id of the tag that remains. */
export async function mergeTag(tx: Writer, audit: Audit, sourceId: string, intoName: string): Promise<string> {
  const source = await lockTag(tx, sourceId);
  const [target] = await tx
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.name, intoName))
    .for("update");
  if (!target) throw new WriteRefused<TagField>({ into: `There is no tag named "${intoName}". Check the name.` });
  if (target.id === source.id) throw new WriteRefused<TagField>({ into: "A tag cannot be merged into itself." });

  const moved = await tx.execute<{ tool_id: string }>(sql`
    INSERT INTO ${toolTags} (${sql.identifier(toolTags.toolId.name)}, ${sql.identifier(toolTags.tagId.name)})
    SELECT ${toolTags.toolId}, ${target.id}::uuid FROM ${toolTags} WHERE ${toolTags.tagId} = ${source.id}
    ON CONFLICT DO NOTHING
    RETURNING ${sql.identifier(toolTags.toolId.name)}`);
  // A rename form of the target loaded before the merge is stale: its page changed.
  await tx
    .update(tags)
    .set({ version: nextVersion(tags.version) })
    .where(eq(tags.id, target.id));
  // The names that led to the source lead to the target now; the cascade would drop them.
  await tx.update(tagRedirects).set({ tagId: target.id }).where(eq(tagRedirects.tagId, source.id));
  await tx.delete(tags).where(eq(tags.id, source.id));
  await redirectOldTagName(tx, source.name, target.id);
  await audit({
    entityType: "tag",
    entityId: target.id,
    entityLabel: target.name,
    action: "merged",
    before: { name: source.name },
    after: { name: target.name, toolsAdded: moved.length },
  });
  return target.id;
}
