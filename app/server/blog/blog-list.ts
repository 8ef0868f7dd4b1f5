// The blog list's data, shared by /blog?category={slug} and /blog/category/{slug}.
import type { Database } from "../db/client.ts";
import { listBlogCategories, listPublishedPosts } from "./blog-posts.ts";

const MAX_SLUG = 100;

export async function loadBlogList(db: Database, rawCategory: string | null) {
  const categorySlug = rawCategory?.trim().toLowerCase().slice(0, MAX_SLUG) || null;
  const [posts, categories] = await Promise.all([
    listPublishedPosts(db, categorySlug ?? undefined),
    listBlogCategories(db),
  ]);
  const category = categorySlug ? (categories.find((c) => c.slug === categorySlug) ?? null) : null;
  return { posts, categories, categorySlug, category };
}

export type BlogListData = Awaited<ReturnType<typeof loadBlogList>>;
