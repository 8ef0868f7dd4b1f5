// Published blog posts: the list (optionally one category), one post by slug, and the categories.
// Drafts are never read here.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { SHARE_IMAGE_STAMP } from "#app/server/blog/share-image-stamp.server.ts";

export type BlogCategory = {
  name: string;
  slug: string;
};

export type PostSummary = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  featuredImage: string | null;
  publishedAt: string | null;
  categories: BlogCategory[];
  /** Versions the post's share image (see share-image-stamp.ts). */
  shareImageStamp: string;
};

export type Post = PostSummary & {
  content: string;
  tags: string[];
  /** Full name, else username, else 'Anonymous' (spec). */
  authorName: string;
  updatedAt: string;
};

const CATEGORIES_OF_POST = sql`
  coalesce((
    SELECT json_agg(json_build_object('name', c.name, 'slug', c.slug) ORDER BY c.name)
    FROM blog_post_categories pc JOIN blog_categories c ON c.id = pc.category_id
    WHERE pc.post_id = p.id
  ), '[]'::json)`;

/** Published posts, newest first; with a category slug, only that category's (unknown: none). */
export async function listPublishedPosts(db: Database, categorySlug?: string): Promise<PostSummary[]> {
  const inCategory = categorySlug
    ? sql`AND EXISTS (
        SELECT 1 FROM blog_post_categories pc JOIN blog_categories c ON c.id = pc.category_id
        WHERE pc.post_id = p.id AND c.slug = ${categorySlug})`
    : sql``;
  const rows = await db.execute<PostSummary>(sql`
    SELECT p.id, p.title, p.slug, p.excerpt, p.featured_image AS "featuredImage",
           to_json(p.published_at) #>> '{}' AS "publishedAt", ${CATEGORIES_OF_POST} AS categories,
           ${SHARE_IMAGE_STAMP} AS "shareImageStamp"
    FROM blog_posts p
    WHERE p.published ${inCategory}
    ORDER BY p.published_at DESC NULLS LAST, p.id`);
  return [...rows];
}

export async function findPublishedPost(db: Database, slug: string): Promise<Post | null> {
  const [row] = await db.execute<Post>(sql`
    SELECT p.id, p.title, p.slug, p.excerpt, p.featured_image AS "featuredImage", p.content,
           to_json(p.tags) AS tags,
           to_json(p.published_at) #>> '{}' AS "publishedAt",
           to_json(p.updated_at) #>> '{}' AS "updatedAt",
           coalesce(nullif(a.full_name, ''), nullif(a.username, ''), 'Anonymous') AS "authorName",
           ${CATEGORIES_OF_POST} AS categories, ${SHARE_IMAGE_STAMP} AS "shareImageStamp"
    FROM blog_posts p LEFT JOIN profiles a ON a.id = p.author_id
    WHERE p.slug = ${slug} AND p.published`);
  return row ?? null;
}

export async function listBlogCategories(db: Database): Promise<BlogCategory[]> {
  const rows = await db.execute<BlogCategory>(sql`SELECT name, slug FROM blog_categories ORDER BY name`);
  return [...rows];
}
