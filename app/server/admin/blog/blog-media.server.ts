// The media list: images editors upload for posts' Markdown. An upload is checked like every
// other (the per-user limit, the header, the pixel cap), re-encoded to WebP within the featured
// image's box, stored in the blog-images bucket under media/, and listed with its alt text in one
// transaction with its audit row. A delete is refused while any post's Markdown, HTML or featured
// image names the image's address; the file goes only once its row is gone.
import type { AppLoadContext } from "react-router";
import { count, desc, eq, sql } from "drizzle-orm";
import { TOOL_IMAGE_MAX_BYTES } from "#app/lib/body-limits.ts";
import { BLOG_IMAGE_BOX, BLOG_IMAGE_PATH_PREFIX, blogMediaKey } from "#app/lib/blog-images.ts";
import type { BlogMediaImage } from "#app/lib/blog-media.ts";
import { FEATURED_IMAGE_TOO_LARGE } from "#app/lib/admin-blog-rules.ts";
import { adminWrite } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { blogImages, blogPosts } from "#app/server/db/schema.server.ts";
import { randomHex } from "#app/server/images/random-name.server.ts";
import { imageUploadRefusal } from "#app/server/images/upload-limit.server.ts";
import { toWebp } from "#app/server/images/webp-image.server.ts";

const mediaColumns = {
  id: blogImages.id,
  url: blogImages.url,
  alt: blogImages.alt,
  width: blogImages.width,
  height: blogImages.height,
};

/** The newest images first, a page at a time. */
export async function listBlogMedia(
  db: Database,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<{ images: BlogMediaImage[]; total: number }> {
  const [images, [counted]] = await Promise.all([
    db
      .select(mediaColumns)
      .from(blogImages)
      .orderBy(desc(blogImages.createdAt), desc(blogImages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(blogImages),
  ]);
  return { images, total: counted?.total ?? 0 };
}

export type MediaUpload = { ok: true } | { ok: false; status: 400 | 413 | 429 | 503; error: string };

export async function uploadBlogMedia(context: AppLoadContext, file: File, alt: string): Promise<MediaUpload> {
  if (file.size > TOOL_IMAGE_MAX_BYTES) return { ok: false, status: 413, error: FEATURED_IMAGE_TOO_LARGE };
  const admin = requireAdmin(context);
  const limited = await imageUploadRefusal(context.db(), admin.id);
  if (limited) return { ok: false, status: 429, error: limited };
  const image = await toWebp(new Uint8Array(await file.arrayBuffer()), { within: BLOG_IMAGE_BOX });
  if (!image.ok) return { ok: false, status: 400, error: image.error };
  const bucket = context.env.BLOG_IMAGES;
  const key = blogMediaKey(randomHex(), image);
  try {
    await bucket.put(key, image.webp, { httpMetadata: { contentType: "image/webp" } });
  } catch (error) {
    console.error("blog media upload", error);
    return { ok: false, status: 503, error: "The image could not be stored. Try again." };
  }
  const url = `${BLOG_IMAGE_PATH_PREFIX}${key}`;
  try {
    await adminWrite(context, async (tx, audit) => {
      const [row] = await tx
        .insert(blogImages)
        .values({ url, alt, width: image.width, height: image.height, uploadedBy: admin.id })
        .returning({ id: blogImages.id });
      await audit({
        entityType: "blog_image",
        entityId: row!.id,
        entityLabel: alt,
        action: "uploaded",
        after: { url, alt },
      });
    });
  } catch (error) {
    await removeMediaFile(bucket, key);
    if (error instanceof Response) throw error;
    console.error("blog media listing", error);
    return { ok: false, status: 503, error: "The image could not be listed. Try again." };
  }
  return { ok: true };
}

async function removeMediaFile(bucket: R2Bucket, key: string) {
  try {
    await bucket.delete(key);
  } catch (error) {
    console.error("blog media removal", key, error);
  }
}

/** The posts whose content or featured image names this address, by title. */
export function postsUsingImage(db: Pick<Writer, "select">, url: string) {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(
      sql`strpos(coalesce(${blogPosts.contentMarkdown}, ''), ${url}) > 0 OR strpos(${blogPosts.content}, ${url}) > 0
        OR ${blogPosts.featuredImage} = ${url}`,
    )
    .orderBy(blogPosts.title);
}

export type MediaDelete =
  { ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "in-use"; posts: string[] };

export async function deleteBlogMedia(context: AppLoadContext, id: string): Promise<MediaDelete> {
  const result = await adminWrite(context, async (tx, audit): Promise<MediaDelete & { url?: string }> => {
    const [image] = await tx.select(mediaColumns).from(blogImages).where(eq(blogImages.id, id)).for("update");
    if (!image) return { ok: false, reason: "not-found" };
    const users = await postsUsingImage(tx, image.url);
    if (users.length > 0) return { ok: false, reason: "in-use", posts: users.map((post) => post.title) };
    await tx.delete(blogImages).where(eq(blogImages.id, id));
    await audit({
      entityType: "blog_image",
      entityId: id,
      entityLabel: image.alt,
      action: "deleted",
      before: { url: image.url, alt: image.alt },
    });
    return { ok: true, url: image.url };
  });
  if (result.ok && result.url)
    await removeMediaFile(context.env.BLOG_IMAGES, result.url.slice(BLOG_IMAGE_PATH_PREFIX.length));
  return result.ok ? { ok: true } : result;
}
