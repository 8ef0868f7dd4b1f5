// Deleting a blog category, only once no post is in it (a category with posts is refused, and the
// page says how many).
import { count, eq } from "drizzle-orm";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { blogCategories, blogPostCategories } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

/** Deletes the category, or says how many posts are still in it. */
export async function deleteBlogCategory(
  tx: Writer,
  audit: Audit,
  id: string,
): Promise<{ ok: true } | { ok: false; posts: number }> {
  const [before] = await tx
    .select({ name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .where(eq(blogCategories.id, id))
    .for("update");
  if (!before) throw notFound("Blog category not found");
  const [used] = await tx
    .select({ posts: count() })
    .from(blogPostCategories)
    .where(eq(blogPostCategories.categoryId, id));
  if (used && used.posts > 0) return { ok: false, posts: used.posts };
  await tx.delete(blogCategories).where(eq(blogCategories.id, id));
  await audit({
    entityType: "blog_category",
    entityId: id,
    entityLabel: before.name,
    action: "deleted",
    before: { ...before },
    after: null,
  });
  return { ok: true };
}
