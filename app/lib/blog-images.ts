// A post's uploaded featured image: stored as WebP in the blog-images bucket under a name of its
// own, {post id}/featured-{random}-{width}x{height}.webp, and served at /blog-images/{name}. A name
// never changes content, and it says the image's size.
import { isUuid } from "#app/lib/uuid.ts";

export const BLOG_IMAGE_PATH_PREFIX = "/blog-images/";

/** Featured images are scaled down, aspect kept, to fit this box. */
export const BLOG_IMAGE_BOX = { width: 1600, height: 1200 } as const;

const NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/featured-[0-9a-f]{32}-([1-9][0-9]{0,3})x([1-9][0-9]{0,3})\.webp$/;

/** What a stored name says, or null when it is not one of ours. */
export function parseBlogImageKey(key: string): { postId: string; width: number; height: number } | null {
  const match = NAME.exec(key);
  if (!match) return null;
  return { postId: match[1]!, width: Number(match[2]), height: Number(match[3]) };
}

/** The stored name of a new upload; `random` is 32 hex digits. */
export function blogImageKey(postId: string, random: string, size: { width: number; height: number }) {
  if (!isUuid(postId) || !/^[0-9a-f]{32}$/.test(random))
    throw new Error("A blog image is named by a post id and 32 hex digits.");
  return `${postId.toLowerCase()}/featured-${random}-${size.width}x${size.height}.webp`;
}

/** The stored name behind an image URL of ours, or null (none, a seeded file, another site's URL). */
export function blogImageKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(BLOG_IMAGE_PATH_PREFIX)) return null;
  const key = url.slice(BLOG_IMAGE_PATH_PREFIX.length);
  return parseBlogImageKey(key) ? key : null;
}

/** The media list's images: media/{random}-{width}x{height}.webp, served at /blog-images/media/... */
const MEDIA_NAME = /^media\/[0-9a-f]{32}-[1-9][0-9]{0,3}x[1-9][0-9]{0,3}\.webp$/;

export const isBlogMediaKey = (key: string) => MEDIA_NAME.test(key);

/** The stored name of a new media upload; `random` is 32 hex digits. */
export function blogMediaKey(random: string, size: { width: number; height: number }) {
  if (!/^[0-9a-f]{32}$/.test(random)) throw new Error("A media image is named by 32 hex digits.");
  return `media/${random}-${size.width}x${size.height}.webp`;
}
