// The site's writing: blog posts with their categories, tools, images and old slugs, the glossary, learning resources.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, editVersion } from "#app/server/db/schema/columns.server.ts";
import { profiles } from "#app/server/db/schema/accounts.server.ts";
import { tools } from "#app/server/db/schema/catalog.server.ts";

export const blogCategories = pgTable(
  "blog_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    version: editVersion(),
  },
  (t) => [uniqueIndex("blog_categories_slug_key").on(t.slug), uniqueIndex("blog_categories_name_key").on(t.name)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    featuredImage: text("featured_image"),
    /** What the featured image shows, for people who cannot see it; null only for images from before it was asked. */
    featuredImageAlt: text("featured_image_alt"),
    /** The Markdown an editor wrote; `content` holds its sanitized HTML (seeded posts have HTML only). */
    contentMarkdown: text("content_markdown"),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** An unpublished post with this time is published by the every-minute cron once it has come. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    authorId: text("author_id").references(() => profiles.id, { onDelete: "set null" }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_published_at_idx")
      .on(t.publishedAt.desc())
      .where(sql`${t.published}`),
    index("blog_posts_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index("blog_posts_updated_at_idx").on(t.updatedAt.desc()),
  ],
);

/** A post's earlier slugs: /blog/{old} answers 301 to the post's current address. */
export const blogPostSlugRedirects = pgTable(
  "blog_post_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_post_slug_redirects_post_id_idx").on(t.postId)],
);

/** The tools a post features (at most 5), in order. */
export const blogPostTools = pgTable(
  "blog_post_tools",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    toolId: uuid("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.toolId] }),
    uniqueIndex("blog_post_tools_post_id_position_key").on(t.postId, t.position),
    index("blog_post_tools_tool_id_idx").on(t.toolId),
    check("blog_post_tools_position_check", sql`${t.position} between 1 and 5`),
  ],
);

export const blogPostCategories = pgTable(
  "blog_post_categories",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index("blog_post_categories_category_id_idx").on(t.categoryId),
  ],
);

/**
 * Images editors upload for posts' Markdown (the media list): WebP files in the blog-images bucket
 * under media/, each with its alt text. One that a post uses cannot be deleted.
 */
export const blogImages = pgTable(
  "blog_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Where it is served, as posts' Markdown names it: /blog-images/media/{random}-{width}x{height}.webp */
    url: text("url").notNull(),
    alt: text("alt").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedBy: text("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("blog_images_url_key").on(t.url), index("blog_images_created_at_idx").on(t.createdAt.desc())],
);

/** The dictionary's terms. Each term's anchor on the dictionary page is its slug. */
export const glossaryTerms = pgTable(
  "glossary_terms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    term: text("term").notNull(),
    slug: text("slug").notNull(),
    definition: text("definition").notNull(),
    version: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("glossary_terms_slug_key").on(t.slug),
    uniqueIndex("glossary_terms_term_lower_key").on(sql`lower(${t.term})`),
  ],
);

/** "See also" links between terms, one row per direction shown. */
export const glossaryTermRelations = pgTable(
  "glossary_term_relations",
  {
    termId: uuid("term_id")
      .notNull()
      .references(() => glossaryTerms.id, { onDelete: "cascade" }),
    relatedTermId: uuid("related_term_id")
      .notNull()
      .references(() => glossaryTerms.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.relatedTermId] }),
    index("glossary_term_relations_related_term_id_idx").on(t.relatedTermId),
    check("glossary_term_relations_not_self_check", sql`${t.termId} <> ${t.relatedTermId}`),
  ],
);

/** A term's earlier slugs: the dictionary's /{old} answers 301 to the term's current page. */
export const glossaryTermSlugRedirects = pgTable(
  "glossary_term_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    termId: uuid("term_id")
      .notNull()
      .references(() => glossaryTerms.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("glossary_term_slug_redirects_term_id_idx").on(t.termId)],
);

export const learningResources = pgTable(
  "learning_resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    kind: text("kind").notNull(),
    author: text("author"),
    description: text("description").notNull(),
    position: integer("position").notNull().default(0),
    version: editVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("learning_resources_url_key").on(t.url),
    index("learning_resources_kind_position_idx").on(t.kind, t.position),
  ],
);
