// What the post editor reads: one post with every field it edits (categories, tags, featured
// tools in order), the blog categories to tick, and the snapshot its history records.
import { asc, sql } from "drizzle-orm";
import { markdownText, TOOL_FIELDS, type PostFormValues } from "#app/lib/admin-blog-rules.ts";
import type { Snapshot, Writer } from "#app/server/admin/audit.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { selectList, type RawRow } from "#app/server/db/raw-rows.server.ts";
import { postBylineColumns } from "#app/server/blog/post-byline.server.ts";
import { blogCategories, blogPostCategories, blogPosts, blogPostTools, tools } from "#app/server/db/schema.server.ts";

export type EditorPost = RawRow<
  Pick<
    typeof blogPosts.$inferSelect,
    | "id"
    | "title"
    | "slug"
    | "excerpt"
    | "content"
    | "contentMarkdown"
    | "featuredImage"
    | "featuredImageAlt"
    | "published"
    | "publishedAt"
    | "publishAt"
    | "tags"
    | "authorId"
    | "createdAt"
    | "updatedAt"
    | "version"
  >
> & {
  /** The byline the author gives the post. */
  authorName: string;
  categories: { id: string; name: string }[];
  /** The featured tools in order. */
  tools: { slug: string; name: string }[];
};

// Arrays come back as JSON: the per-request client does not parse Postgres' text[].
const editorColumns = selectList({
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  contentMarkdown: blogPosts.contentMarkdown,
  featuredImage: blogPosts.featuredImage,
  featuredImageAlt: blogPosts.featuredImageAlt,
  published: blogPosts.published,
  publishedAt: blogPosts.publishedAt,
  publishAt: blogPosts.publishAt,
  tags: sql`to_json(${blogPosts.tags})`,
  authorId: blogPosts.authorId,
  authorName: postBylineColumns.authorName,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  version: blogPosts.version,
  categories: sql`COALESCE((SELECT json_agg(json_build_object('id', ${blogCategories.id}, 'name', ${blogCategories.name}) ORDER BY ${blogCategories.name})
    FROM ${blogPostCategories} JOIN ${blogCategories} ON ${blogCategories.id} = ${blogPostCategories.categoryId}
    WHERE ${blogPostCategories.postId} = ${blogPosts.id}), '[]')`,
  tools: sql`COALESCE((SELECT json_agg(json_build_object('slug', ${tools.slug}, 'name', ${tools.name}) ORDER BY ${blogPostTools.position})
    FROM ${blogPostTools} JOIN ${tools} ON ${tools.id} = ${blogPostTools.toolId}
    WHERE ${blogPostTools.postId} = ${blogPosts.id}), '[]')`,
});

/** The post by id; `lock` holds its row until the transaction ends (an edit or a delete). */
export async function findPostForEditor(
  db: Pick<Writer, "execute">,
  id: string,
  { lock = false } = {},
): Promise<EditorPost | null> {
  const [row] = await db.execute<EditorPost>(
    sql`SELECT ${editorColumns} FROM ${blogPosts} WHERE ${blogPosts.id} = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row ?? null;
}

/** Every blog category, by name, for the editor's boxes. */
export function listBlogCategoryChoices(db: Database): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: blogCategories.id, name: blogCategories.name })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name));
}

/** The content as the editor shows it: seeded posts have only HTML, which Markdown passes through. */
const contentOf = (post: EditorPost) => markdownText(post.contentMarkdown ?? post.content);

/** The editor's fields as the form shows them. */
export function postFormValues(post: EditorPost): PostFormValues {
  const toolSlugs = Object.fromEntries(TOOL_FIELDS.map((field, index) => [field, post.tools[index]?.slug ?? ""]));
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: contentOf(post),
    categories: post.categories.map((category) => category.id).join(","),
    tags: post.tags.join(", "),
    author: post.authorId ?? "",
    ...(toolSlugs as Record<(typeof TOOL_FIELDS)[number], string>),
  };
}

/** A post's editable fields as its history records them: categories and tools by name and slug. */
export interface PostFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  categories: string[];
  tags: string[];
  tools: string[];
  /** The byline. */
  author: string;
}

export function postFieldsOf(post: EditorPost): PostFields {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: contentOf(post),
    categories: post.categories.map((category) => category.name),
    tags: [...post.tags].sort(),
    tools: post.tools.map((tool) => tool.slug),
    author: post.authorName,
  };
}

/** Everything a deleted post was, for the history (its row is gone afterwards). */
export function wholePostSnapshot(post: EditorPost): Snapshot {
  return {
    ...postFieldsOf(post),
    featuredImage: post.featuredImage,
    published: post.published,
    publishedAt: post.publishedAt,
    publishAt: post.publishAt,
    createdAt: post.createdAt,
  };
}
