// Old tag names: after a rename or a merge the old tag page answers 301 to the tag that took its
// place. A name in use again by a live tag is no longer a redirect.
import { eq, sql } from "drizzle-orm";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { tagRedirects } from "#app/server/db/schema.server.ts";

export async function redirectOldTagName(tx: Writer, oldName: string, tagId: string): Promise<void> {
  await tx
    .insert(tagRedirects)
    .values({ oldName, tagId })
    .onConflictDoUpdate({ target: tagRedirects.oldName, set: { tagId, createdAt: sql`now()` } });
}

export async function forgetTagRedirect(tx: Writer, name: string): Promise<void> {
  await tx.delete(tagRedirects).where(eq(tagRedirects.oldName, name));
}
