// Blog posts: the published list (optionally one category), one post by slug (drafts and
// scheduled ones too: the page shows those to admins only), a renamed post's current slug, a
// post's featured tools, and the categories.
import { and, asc, eq, sql, type AnyColumn } from "drizzle-orm";
import { toolSummaryColumns, type ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { selectList, type RawRow } from "#app/server/db/raw-rows.server.ts";
import {
  blogCategories,
  blogPostCategories,
  blogPosts,
  blogPostSlugRedirects,
  blogPostTools,
  tools,
} from "#app/server/db/schema.server.ts";
import { postBylineColumns } from "#app/server/blog/post-byline.server.ts";
import { SHARE_IMAGE_STAMP } from "#app/server/blog/share-image-stamp.server.ts";

export type BlogCategory = Pick<typeof blogCategories.$inferSelect, "name" | "slug">;

export type PostSummary = RawRow<
  Pick<
    typeof blogPosts.$inferSelect,
    "id" | "title" | "slug" | "excerpt" | "featuredImage" | "featuredImageAlt" | "publishedAt"
  >
> & {
  categories: BlogCategory[];
  /** The author's public name, else the editorial team's (post-author.ts). */
  authorName: string;
  authorIsPerson: boolean;
  /** Versions the post's share image (see share-image-stamp.ts). */
  shareImageStamp: string;
};

export type Post = PostSummary &
  RawRow<Pick<typeof blogPosts.$inferSelect, "content" | "tags" | "updatedAt" | "published" | "publishAt">>;

/** Timestamps as JSON writes them (ISO 8601), which is what the pages and the feed parse. */
const isoText = (column: AnyColumn) => sql`to_json(${column}) #>> '{}'`;

/** A post's categories by name, for a `blog_posts` row. */
const CATEGORIES_OF_POST = sql`
  coalesce((
    SELECT json_agg(json_build_object('name', ${blogCategories.name}, 'slug', ${blogCategories.slug}) ORDER BY ${blogCategories.name})
    FROM ${blogPostCategories} JOIN ${blogCategories} ON ${blogCategories.id} = ${blogPostCategories.categoryId}
    WHERE ${blogPostCategories.postId} = ${blogPosts.id}
  ), '[]'::json)`;

const { id, title, slug, excerpt, featuredImage, featuredImageAlt } = blogPosts;
const summaryColumns = {
  id,
  title,
  slug,
  excerpt,
  featuredImage,
  featuredImageAlt,
  publishedAt: isoText(blogPosts.publishedAt),
  categories: CATEGORIES_OF_POST,
  ...postBylineColumns,
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

/** The post at this slug, published or not: the caller decides who may see an unpublished one. */
export async function findPostBySlug(db: Database, postSlug: string): Promise<Post | null> {
  const [row] = await db.execute<Post>(sql`
    SELECT ${selectList({
      ...summaryColumns,
      content: blogPosts.content,
      tags: sql`to_json(${blogPosts.tags})`,
      updatedAt: isoText(blogPosts.updatedAt),
      published: blogPosts.published,
      publishAt: isoText(blogPosts.publishAt),
    })}
    FROM ${blogPosts}
    WHERE ${blogPosts.slug} = ${postSlug}`);
  return row ?? null;
}

/** The post that had this slug before a rename: its current slug, and whether it is published. */
export async function findRenamedPost(
  db: Database,
  oldSlug: string,
): Promise<{ slug: string; published: boolean } | null> {
  const [row] = await db
    .select({ slug: blogPosts.slug, published: blogPosts.published })
    .from(blogPostSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostSlugRedirects.postId))
    .where(eq(blogPostSlugRedirects.oldSlug, oldSlug));
  return row ?? null;
}

/**
 * The published tools the post at this slug features, in its order. By slug, so the post page asks
 * for them beside the post itself, not after it.
 */
export function listPostTools(db: Database, slug: string): Promise<ToolSummary[]> {
  return db
    .select(toolSummaryColumns)
    .from(blogPostTools)
    .innerJoin(tools, eq(tools.id, blogPostTools.toolId))
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTools.postId))
    .where(and(eq(blogPosts.slug, slug), eq(tools.status, "published")))
    .orderBy(asc(blogPostTools.position));
}

export function listBlogCategories(db: Database): Promise<BlogCategory[]> {
  return db
    .select({ name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .orderBy(blogCategories.name);
}
