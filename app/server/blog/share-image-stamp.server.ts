import { sql } from "drizzle-orm";
import { blogPosts } from "#app/server/db/schema.server.ts";

/** Bumped when the drawing of blog share images changes, so every post gets a new one. */
const DRAWING_VERSION = "1";

/**
 * A short hash of what a post's share image is drawn from (title, featured image, last update),
 * for a `blog_posts` row: it names the stored image and versions its address, so an edited post
 * gets a new image and social sites fetch it again.
 */
export const SHARE_IMAGE_STAMP = sql<string>`left(md5(concat_ws('|', ${DRAWING_VERSION}::text, ${blogPosts.title}, ${blogPosts.featuredImage}, ${blogPosts.updatedAt}::text)), 16)`;
