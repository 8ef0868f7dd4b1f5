// The blog's RSS feed: built from the published posts, kept in KV under a stamp of the newest
// change, so a new, edited or unpublished post brings a fresh feed on the next request.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { renderRss, type RssItem } from "../seo/render-rss.ts";
import { listPublishedPosts } from "./blog-posts.ts";

interface FeedConfig {
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  SITE_NAME: string;
  SITE_URL: string;
}

/** A deploy that changes the feed's format shows within the hour. */
const FEED_TTL_SECONDS = 3_600;
const IMAGE_TIMEOUT_MS = 3_000;

async function feedStamp(db: Database): Promise<string> {
  const [row] = await db.execute<{ stamp: string }>(sql`
    SELECT count(*) || '-' || coalesce(extract(epoch FROM max(updated_at))::text, '0') AS stamp
    FROM blog_posts WHERE published`);
  return row?.stamp ?? "0";
}

/** The enclosure needs the image's real type and byte length: our own files come from ASSETS. */
async function enclosureOf(config: FeedConfig, image: string | null): Promise<RssItem["enclosure"]> {
  if (!image) return null;
  const url = new URL(image, config.SITE_URL);
  try {
    const own = url.origin === new URL(config.SITE_URL).origin;
    const response = own
      ? await config.ASSETS.fetch(new Request(url))
      : await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS) });
    const type = response.headers.get("content-type")?.split(";")[0]?.trim();
    // Static assets may come without Content-Length; our own images are small enough to measure.
    const length = own
      ? (await response.arrayBuffer()).byteLength
      : (await response.body?.cancel(), Number(response.headers.get("content-length")));
    if (!response.ok || !type?.startsWith("image/") || !(length > 0)) return null;
    return { url: url.href, type, length };
  } catch {
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
      category: post.categories[0]?.name ?? null,
      pubDate: post.publishedAt ? new Date(post.publishedAt) : now,
      enclosure: await enclosureOf(config, post.featuredImage),
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
