// The blog list's data, shared by /blog?category={slug} and /blog/category/{slug}. Both name the
// same canonical URL: the category's path, or /blog.
import { absoluteUrl } from "#app/lib/structured-data.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { listBlogCategories, listPublishedPosts } from "#app/server/blog/blog-posts.server.ts";

const MAX_SLUG = 100;

export async function loadBlogList(db: Database, rawCategory: string | null, origin: string) {
  const categorySlug = rawCategory?.trim().toLowerCase().slice(0, MAX_SLUG) || null;
  const [posts, categories] = await Promise.all([
    listPublishedPosts(db, categorySlug ?? undefined),
    listBlogCategories(db),
  ]);
  const category = categorySlug ? (categories.find((c) => c.slug === categorySlug) ?? null) : null;
  const canonical = absoluteUrl(origin, category ? `/blog/category/${category.slug}` : "/blog");
  return { posts, categories, categorySlug, category, canonical };
}

export type BlogListData = Awaited<ReturnType<typeof loadBlogList>>;
