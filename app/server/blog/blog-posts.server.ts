// Published blog posts: the list (optionally one category), one post by slug, and the categories.
// Drafts are never read here.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { selectList, type RawRow } from "#app/server/db/raw-rows.server.ts";
import { blogCategories, blogPostCategories, blogPosts, profiles } from "#app/server/db/schema.server.ts";
import { SHARE_IMAGE_STAMP } from "#app/server/blog/share-image-stamp.server.ts";

export type BlogCategory = Pick<typeof blogCategories.$inferSelect, "name" | "slug">;

export type PostSummary = RawRow<
  Pick<typeof blogPosts.$inferSelect, "id" | "title" | "slug" | "excerpt" | "featuredImage" | "publishedAt">
> & {
  categories: BlogCategory[];
  /** Versions the post's share image (see share-image-stamp.ts). */
  shareImageStamp: string;
};

export type Post = PostSummary &
  RawRow<Pick<typeof blogPosts.$inferSelect, "content" | "tags" | "updatedAt">> & {
    /** Full name, else username, else 'Anonymous' (spec). */
    authorName: string;
  };

/** Timestamps as JSON writes them (ISO 8601), which is what the pages and the feed parse. */
const isoText = (column: typeof blogPosts.publishedAt | typeof blogPosts.updatedAt) => sql`to_json(${column}) #>> '{}'`;

/** A post's categories by name, for a `blog_posts` row. */
const CATEGORIES_OF_POST = sql`
  coalesce((
    SELECT json_agg(json_build_object('name', ${blogCategories.name}, 'slug', ${blogCategories.slug}) ORDER BY ${blogCategories.name})
    FROM ${blogPostCategories} JOIN ${blogCategories} ON ${blogCategories.id} = ${blogPostCategories.categoryId}
    WHERE ${blogPostCategories.postId} = ${blogPosts.id}
  ), '[]'::json)`;

const { id, title, slug, excerpt, featuredImage } = blogPosts;
const summaryColumns = {
  id,
  title,
  slug,
  excerpt,
  featuredImage,
  publishedAt: isoText(blogPosts.publishedAt),
  categories: CATEGORIES_OF_POST,
  shareImageStamp: SHARE_IMAGE_STAMP,
};

/** Published posts, newest first; with a category slug, only that category's (unknown: none). */
export async function listPublishedPosts(db: Database, categorySlug?: string): Promise<PostSummary[]> {
  const inCategory = categorySlug
    ? sql`AND EXISTS (
        SELECT 1 FROM ${blogPostCategories} JOIN ${blogCategories} ON ${blogCategories.id} = ${blogPostCategories.categoryId}
        WHERE ${blogPostCategories.postId} = ${blogPosts.id} AND ${blogCategories.slug} = ${categorySlug})`
    : sql``;
  const rows = await db.execute<PostSummary>(sql`
    SELECT ${selectList(summaryColumns)}
    FROM ${blogPosts}
    WHERE ${blogPosts.published} ${inCategory}
    ORDER BY ${blogPosts.publishedAt} DESC NULLS LAST, ${blogPosts.id}`);
  return [...rows];
}

export async function findPublishedPost(db: Database, postSlug: string): Promise<Post | null> {
  const [row] = await db.execute<Post>(sql`
    SELECT ${selectList({
      ...summaryColumns,
      content: blogPosts.content,
      tags: sql`to_json(${blogPosts.tags})`,
      updatedAt: isoText(blogPosts.updatedAt),
      authorName: sql`coalesce(nullif(${profiles.fullName}, ''), nullif(${profiles.username}, ''), 'Anonymous')`,
    })}
    FROM ${blogPosts} LEFT JOIN ${profiles} ON ${profiles.id} = ${blogPosts.authorId}
    WHERE ${blogPosts.slug} = ${postSlug} AND ${blogPosts.published}`);
  return row ?? null;
}

export function listBlogCategories(db: Database): Promise<BlogCategory[]> {
  return db
    .select({ name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .orderBy(blogCategories.name);
}
