// A blog post's 1200x630 PNG share image (og:image, twitter:image, the feed's enclosure). It is
// drawn in the Worker from the post's featured image (SVG, PNG, JPEG or GIF, cropped to fill the
// frame; an uploaded WebP, which resvg cannot read, is read from its bucket and turned into a PNG
// first) or, without one, from its title; drawn once per version of the post and kept in KV, so
// later requests never draw it again. Any post row works, whatever its image.
import { sql } from "drizzle-orm";
import { framedImageSvg, postTitleCardSvg, SHARE_IMAGE_WIDTH } from "#app/lib/share-image.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { selectList } from "#app/server/db/raw-rows.server.ts";
import { blogPosts } from "#app/server/db/schema.server.ts";
import { svgToPng } from "#app/server/seo/svg-to-png.server.ts";
import { base64, storedImageAsPngDataUrl } from "#app/server/images/stored-image-data-url.server.ts";
import { blogImageKeyOf } from "#app/lib/blog-images.ts";
import { SHARE_IMAGE_STAMP } from "#app/server/blog/share-image-stamp.server.ts";

export type ShareImagePost = Pick<typeof blogPosts.$inferSelect, "slug" | "title" | "featuredImage"> & {
  shareImageStamp: string;
};

interface ShareImageConfig {
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  BLOG_IMAGES: R2Bucket;
  SITE_NAME: string;
  SITE_URL: string;
}

const DRAWABLE_TYPES = new Set(["image/svg+xml", "image/png", "image/jpeg", "image/gif"]);
const MAX_SOURCE_BYTES = 5 * 1024 * 1024;
const SOURCE_TIMEOUT_MS = 5_000;

/** The image's address, versioned by the post's stamp so that an edit gives a new address. */
export function postShareImagePath(post: Pick<ShareImagePost, "slug" | "shareImageStamp">): string {
  return `/og/blog/${post.slug}.png?v=${post.shareImageStamp}`;
}

const storageKey = (post: ShareImagePost) => `og:blog:${post.slug}:${post.shareImageStamp}`;

export async function findShareImagePost(db: Database, slug: string): Promise<ShareImagePost | null> {
  const { title, featuredImage } = blogPosts;
  const [row] = await db.execute<ShareImagePost>(sql`
    SELECT ${selectList({ slug: blogPosts.slug, title, featuredImage, shareImageStamp: SHARE_IMAGE_STAMP })}
    FROM ${blogPosts} WHERE ${blogPosts.slug} = ${slug} AND ${blogPosts.published}`);
  return row ?? null;
}

/** The post's PNG: the stored one, or drawn now and stored. */
export async function postShareImage(config: ShareImageConfig, post: ShareImagePost): Promise<Uint8Array> {
  const key = storageKey(post);
  const stored = await config.CACHE.get(key, "arrayBuffer");
  if (stored) return new Uint8Array(stored);
  const source = post.featuredImage ? await loadImage(config, post.featuredImage) : null;
  const svg = source ? framedImageSvg(source) : postTitleCardSvg({ title: post.title, siteName: config.SITE_NAME });
  const png = await svgToPng(svg, SHARE_IMAGE_WIDTH);
  // A featured image that failed to load may load next time: only the intended image is kept.
  if (source || !post.featuredImage)
    await config.CACHE.put(key, png).catch((error) => console.error("blog share image", post.slug, error));
  return png;
}

/** The featured image as a data URL; our own files come from ASSETS. Null when it cannot be drawn. */
async function loadImage(config: ShareImageConfig, image: string): Promise<string | null> {
  const uploaded = blogImageKeyOf(image);
  if (uploaded) return storedImageAsPngDataUrl(config.BLOG_IMAGES, uploaded);
  try {
    const url = new URL(image, config.SITE_URL);
    const own = url.origin === new URL(config.SITE_URL).origin;
    const response = own
      ? await config.ASSETS.fetch(new Request(url))
      : await fetch(url, { signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS) });
    const type = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
    if (!response.ok || !DRAWABLE_TYPES.has(type)) {
      await response.body?.cancel();
      return null;
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_SOURCE_BYTES) return null;
    return `data:${type};base64,${base64(bytes)}`;
  } catch {
    return null;
  }
}
