import { Link } from "#app/components/Link.tsx";
import type { BlogListData } from "#app/server/blog/blog-list.server.ts";
import { CategoryChips } from "#app/components/blog/CategoryChips.tsx";
import { RssLink } from "#app/components/blog/RssLink.tsx";
import { FeaturedImage } from "#app/components/blog/FeaturedImage.tsx";
import { StaticMarkup } from "#app/components/StaticMarkup.tsx";

const blogHref = (slug: string | null) => (slug ? `/blog?category=${encodeURIComponent(slug)}` : "/blog");

/**
 * 'Bitcoin Blog': the RSS link, the category filter (links, so it works without JavaScript) and the
 * cards. The filter and the cards are only links, so hydration leaves them as sent (`StaticMarkup`);
 * each answer from the loader brings new arrays, which render them again (the current category
 * comes with its answer).
 */
export function BlogList({
  posts,
  categories,
  categorySlug,
}: Pick<BlogListData, "posts" | "categories" | "categorySlug">) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Bitcoin Blog</h1>
        <RssLink>RSS feed</RssLink>
      </div>
      <nav aria-label="Blog categories" className="mt-6">
        <StaticMarkup as="ul" from={categories} className="flex flex-wrap gap-2">
          {[{ name: "All", slug: null as string | null }, ...categories].map((c) => {
            const current = c.slug === categorySlug;
            return (
              <li key={c.slug ?? "all"}>
                <Link
                  to={blogHref(c.slug)}
                  aria-current={current ? "page" : undefined}
                  className={`focus-ring block rounded-full px-4 py-1.5 text-sm font-medium ${
                    current
                      ? "bg-slate-900 text-white"
                      : "border border-slate-300 text-slate-700 hover:border-slate-500"
                  }`}
                >
                  {c.name}
                </Link>
              </li>
            );
          })}
        </StaticMarkup>
      </nav>
      {posts.length === 0 ? (
        <div className="mt-10 rounded-xl bg-slate-50 p-10 text-center">
          <h2 className="text-xl font-semibold text-slate-900">No blog posts found</h2>
          <p className="mt-2 text-slate-600">
            {categorySlug ? "There are no posts in this category yet." : "Check back soon for new content!"}
          </p>
        </div>
      ) : (
        <StaticMarkup as="ul" from={posts} className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                {/* On a phone only the first card's image is in the first screen. */}
                <FeaturedImage post={post} loading={index === 0 ? "priority" : "lazy"} />
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-lg font-semibold text-slate-900">
                    <Link to={`/blog/${post.slug}`} className="focus-ring rounded hover:underline">
                      {post.title}
                    </Link>
                  </h2>
                  {post.excerpt ? (
                    <p className="mt-2 flex-1 text-sm text-slate-700">{post.excerpt}</p>
                  ) : (
                    <div className="flex-1" />
                  )}
                  <p className="mt-3 text-sm text-slate-600">By {post.authorName}</p>
                  <CategoryChips categories={post.categories} className="mt-4" />
                  <Link
                    to={`/blog/${post.slug}`}
                    className="focus-ring mt-4 self-start rounded text-sm font-semibold text-orange-800 hover:underline"
                  >
                    Read more<span className="sr-only">: {post.title}</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </StaticMarkup>
      )}
    </div>
  );
}
