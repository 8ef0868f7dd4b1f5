// Deleting a post for good: its redirects, categories and featured tools go with it (cascades), and
// the history keeps everything it was.
import { eq } from "drizzle-orm";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { findPostForEditor, wholePostSnapshot } from "#app/server/admin/blog/post-editor-data.server.ts";
import { blogPosts } from "#app/server/db/schema.server.ts";

/** The deleted post's featured image, for the caller to remove once the transaction is done. */
export async function deletePost(
  tx: Writer,
  audit: Audit,
  postId: string,
): Promise<{ ok: true; featuredImage: string | null } | { ok: false }> {
  const before = await findPostForEditor(tx, postId, { lock: true });
  if (!before) return { ok: false };
  await tx.delete(blogPosts).where(eq(blogPosts.id, postId));
  await audit({
    entityType: "post",
    entityId: postId,
    entityLabel: before.title,
    action: "deleted",
    before: wholePostSnapshot(before),
    after: null,
  });
  return { ok: true, featuredImage: before.featuredImage };
}
