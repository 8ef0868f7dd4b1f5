import { TAG_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { eq } from "drizzle-orm";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { tags } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

/** The tag, locked for the rest of the transaction; a 404 when it is gone. */
export async function lockTag(tx: Writer, id: string): Promise<{ id: string; name: string }> {
  const [tag] = await tx.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.id, id)).for("update");
  if (!tag) throw notFound(TAG_NOT_FOUND);
  return tag;
}
