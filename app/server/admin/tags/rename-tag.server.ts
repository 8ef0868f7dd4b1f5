// Renaming a tag. A name another tag has is refused: two tags becoming one is a merge.
import { eq } from "drizzle-orm";
import { renameTakenMessage, type TagField } from "#app/lib/tag-rules.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { lockTag } from "#app/server/admin/tags/lock-tag.server.ts";
import { forgetTagRedirect, redirectOldTagName } from "#app/server/admin/tags/tag-redirects.server.ts";
import { violatedUniqueIndex, WriteRefused } from "#app/server/admin/write-refused.server.ts";
import { tags } from "#app/server/db/schema.server.ts";

/** `name` is normalized already; renaming to the same name writes nothing. */
export async function renameTag(tx: Writer, audit: Audit, id: string, name: string): Promise<void> {
  const tag = await lockTag(tx, id);
  if (tag.name === name) return;
  const [taken] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.name, name));
  if (taken) throw new WriteRefused<TagField>({ name: renameTakenMessage(name) });
  await tx.update(tags).set({ name }).where(eq(tags.id, id));
  await forgetTagRedirect(tx, name);
  await redirectOldTagName(tx, tag.name, id);
  await audit({
    entityType: "tag",
    entityId: id,
    entityLabel: name,
    action: "renamed",
    ...changedFields({ name: tag.name }, { name }),
  });
}

/** Two admins taking the same name at once: the unique index decides, with the same message. */
export function refusalOfTakenName(error: unknown, name: string): WriteRefused<TagField> | null {
  return violatedUniqueIndex(error) === "tags_name_key" ? new WriteRefused({ name: renameTakenMessage(name) }) : null;
}
