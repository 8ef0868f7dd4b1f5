// Replacing or removing a post's featured image. An upload is checked by its header, re-encoded
// to WebP and stored under a new name in the blog-images bucket; then the post points at it, in
// one transaction with its audit row. Only after that commit is the file it replaced deleted (when
// it was one of ours), and a new file the post could not be pointed at is deleted at once.
import type { AppLoadContext } from "react-router";
import { eq } from "drizzle-orm";
import { TOOL_IMAGE_MAX_BYTES } from "#app/lib/body-limits.ts";
import { BLOG_IMAGE_BOX, BLOG_IMAGE_PATH_PREFIX, blogImageKey, blogImageKeyOf } from "#app/lib/blog-images.ts";
import { FEATURED_IMAGE_TOO_LARGE } from "#app/lib/admin-blog-rules.ts";
import { adminWrite, type Audit } from "#app/server/admin/admin-write.server.ts";
import { changedFields, type Writer } from "#app/server/admin/audit.server.ts";
import { blogPosts } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { randomHex } from "#app/server/images/random-name.server.ts";
import { imageUploadRefusal } from "#app/server/images/upload-limit.server.ts";
import { toWebp } from "#app/server/images/webp-image.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";

export type FeaturedImageChange = { ok: true } | { ok: false; status: 400 | 413 | 429 | 503; error: string };

/** Removes the file behind an image URL of ours; seeded files and other sites' URLs are left alone. */
export async function removeBlogImageFile(bucket: R2Bucket, url: string | null): Promise<void> {
  const key = blogImageKeyOf(url);
  if (!key) return;
  try {
    await bucket.delete(key);
  } catch (error) {
    console.error("blog image removal", key, error);
  }
}

/**
 * Points the post at `url` (null: none) described by `alt`, with its audit row; returns the URL it
 * had when that changed.
 */
async function pointPostAt(
  tx: Writer,
  audit: Audit,
  postId: string,
  url: string | null,
  alt: string | null,
): Promise<string | null> {
  const [post] = await tx
    .select({ title: blogPosts.title, url: blogPosts.featuredImage, alt: blogPosts.featuredImageAlt })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId))
    .for("update");
  if (!post) throw notFound();
  if (post.url === url && post.alt === alt) return null;
  // A new updated_at gives the post a new share image.
  await tx
    .update(blogPosts)
    .set({ featuredImage: url, featuredImageAlt: alt, updatedAt: new Date() })
    .where(eq(blogPosts.id, postId));
  await audit({
    entityType: "post",
    entityId: postId,
    entityLabel: post.title,
    action: !url ? "featured image removed" : url === post.url ? "featured image described" : "featured image uploaded",
    ...changedFields(
      { featuredImage: post.url, featuredImageAlt: post.alt },
      { featuredImage: url, featuredImageAlt: alt },
    ),
  });
  return post.url === url ? null : post.url;
}

/** New alt text for the image the post has. */
export async function describeFeaturedImage(
  context: AppLoadContext,
  postId: string,
  alt: string,
): Promise<FeaturedImageChange> {
  await adminWrite(context, async (tx, audit) => {
    const [post] = await tx.select({ url: blogPosts.featuredImage }).from(blogPosts).where(eq(blogPosts.id, postId));
    if (!post) throw notFound();
    return pointPostAt(tx, audit, postId, post.url, alt);
  });
  return { ok: true };
}

export async function uploadFeaturedImage(
  context: AppLoadContext,
  postId: string,
  file: File,
  alt: string,
): Promise<FeaturedImageChange> {
  if (file.size > TOOL_IMAGE_MAX_BYTES) return { ok: false, status: 413, error: FEATURED_IMAGE_TOO_LARGE };
  const limited = await imageUploadRefusal(context.db(), requireAdmin(context).id);
  if (limited) return { ok: false, status: 429, error: limited };
  const image = await toWebp(new Uint8Array(await file.arrayBuffer()), { within: BLOG_IMAGE_BOX });
  if (!image.ok) return { ok: false, status: 400, error: image.error };
  const bucket = context.env.BLOG_IMAGES;
  const key = blogImageKey(postId, randomHex(), image);
  const url = `${BLOG_IMAGE_PATH_PREFIX}${key}`;
  try {
    await bucket.put(key, image.webp, { httpMetadata: { contentType: "image/webp" } });
  } catch (error) {
    console.error("blog image upload", error);
    return { ok: false, status: 503, error: "The image could not be stored. Try again." };
  }
  let replaced: string | null;
  let committed = false;
  try {
    replaced = await adminWrite(context, (tx, audit) => pointPostAt(tx, audit, postId, url, alt), {
      afterCommit: async () => {
        committed = true;
      },
    });
  } catch (error) {
    // Once committed (the public copies failed to refresh) the post names the new file: it stays.
    if (!committed) await removeBlogImageFile(bucket, url);
    if (error instanceof Response) throw error;
    console.error("blog image update", error);
    return { ok: false, status: 503, error: "The post could not be updated with the image. Try again." };
  }
  await removeBlogImageFile(bucket, replaced);
  return { ok: true };
}

export async function removeFeaturedImage(context: AppLoadContext, postId: string): Promise<FeaturedImageChange> {
  const removed = await adminWrite(context, (tx, audit) => pointPostAt(tx, audit, postId, null, null));
  await removeBlogImageFile(context.env.BLOG_IMAGES, removed);
  return { ok: true };
}
