// The blog's RSS feed: built from the published posts, kept in KV under a stamp of the newest
// change, so a new, edited or unpublished post, or a renamed category, brings a fresh feed on the
// next request.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { blogCategories, blogPosts } from "#app/server/db/schema.server.ts";
import { renderRss, type RssItem } from "#app/server/seo/render-rss.server.ts";
import { listPublishedPosts, type PostSummary } from "#app/server/blog/blog-posts.server.ts";
import { postBylineColumns } from "#app/server/blog/post-byline.server.ts";
import { POST_SHARE_IMAGE_TYPE } from "#app/lib/share-image.ts";
import { postShareImage, postShareImagePath } from "#app/server/blog/post-share-image.server.ts";

interface FeedConfig {
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  BLOG_IMAGES: R2Bucket;
  SITE_NAME: string;
  SITE_URL: string;
}

/** A deploy that changes the feed's format shows within the hour. */
const FEED_TTL_SECONDS = 3_600;

async function feedStamp(db: Database): Promise<string> {
  const [row] = await db.execute<{ stamp: string }>(sql`
    SELECT count(*) || '-' || coalesce(extract(epoch FROM max(${blogPosts.updatedAt}))::text, '0') || '-' ||
      (SELECT left(md5(coalesce(string_agg(${blogCategories.id} || ${blogCategories.name}, ',' ORDER BY ${blogCategories.id}), '')), 12)
       FROM ${blogCategories}) || '-' ||
      left(md5(coalesce(string_agg(${postBylineColumns.authorName}, ',' ORDER BY ${blogPosts.id}), '')), 12) AS stamp
    FROM ${blogPosts} WHERE ${blogPosts.published}`);
  return row?.stamp ?? "0";
}

/** Each item's enclosure is the post's PNG share image, with its real type and byte length. */
async function enclosureOf(config: FeedConfig, post: PostSummary): Promise<RssItem["enclosure"]> {
  try {
    const png = await postShareImage(config, post);
    return {
      url: new URL(postShareImagePath(post), config.SITE_URL).href,
      type: POST_SHARE_IMAGE_TYPE,
      length: png.length,
    };
  } catch (error) {
    console.error("blog share image", post.slug, error);
    return null;
  }
}

export async function blogFeed(config: FeedConfig, db: Database, now = new Date()): Promise<string> {
  const key = `rss:${await feedStamp(db)}`;
  const cached = await config.CACHE.get(key);
  if (cached) return cached;
  const posts = await listPublishedPosts(db);
  const items = await Promise.all(
    posts.map(async (post): Promise<RssItem> => ({
      title: post.title,
      link: new URL(`/blog/${post.slug}`, config.SITE_URL).href,
      description: post.excerpt ?? "",
      categories: post.categories.map((category) => category.name),
      pubDate: post.publishedAt ? new Date(post.publishedAt) : now,
      creator: post.authorName,
      enclosure: await enclosureOf(config, post),
    })),
  );
  const xml = renderRss({
    title: `${config.SITE_NAME} Blog`,
    link: new URL("/blog", config.SITE_URL).href,
    description: "Guides and explainers about Bitcoin tools, security, Lightning, fees and investing.",
    feedUrl: new URL("/rss.xml", config.SITE_URL).href,
    items,
  });
  await config.CACHE.put(key, xml, { expirationTtl: FEED_TTL_SECONDS });
  return xml;
}
