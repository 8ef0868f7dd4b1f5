import { and, asc, eq, exists } from "drizzle-orm";
import { PRICE_INDEX_PATH, PRICE_PAGES, pricePagePath } from "#app/lib/currencies.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { termPath } from "#app/lib/glossary.ts";
import { alternativesPath } from "#app/lib/tool-alternatives.ts";
import { hasAlternatives } from "#app/server/catalog/tool-alternatives.server.ts";
import {
  blogCategories,
  blogPosts,
  categories,
  glossaryTerms,
  tags,
  tools,
  toolTags,
} from "#app/server/db/schema.server.ts";
import type { SitemapEntry } from "#app/server/seo/render-sitemap.server.ts";

/** The price index and the 50 price pages: last, so the sitemap page's excerpt shows the catalogue first. */
const PRICE_ENTRIES: readonly SitemapEntry[] = [
  { path: PRICE_INDEX_PATH, changeFrequency: "hourly", priority: 0.7 },
  ...PRICE_PAGES.map((page): SitemapEntry => ({ path: pricePagePath(page), changeFrequency: "hourly", priority: 0.7 })),
];

const STATIC_PAGES: readonly SitemapEntry[] = [
  { path: "/", changeFrequency: "daily", priority: 1 },
  { path: "/browse", changeFrequency: "daily", priority: 0.9 },
  ...[
    "/topics",
    "/tag",
    "/blog",
    "/bitcoin-currency-conversion-calculator",
    "/bitcoin-price-history",
    "/bitcoin-etfs",
    "/bitcoin-terms-dictionary",
  ].map((path): SitemapEntry => ({ path, changeFrequency: "weekly", priority: 0.8 })),
  { path: "/learning-resources", changeFrequency: "monthly", priority: 0.7 },
  { path: "/open-data", changeFrequency: "monthly", priority: 0.5 },
  { path: "/changes", changeFrequency: "daily", priority: 0.5 },
  { path: "/submit", changeFrequency: "yearly", priority: 0.6 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.5 },
  { path: "/sitemap", changeFrequency: "monthly", priority: 0.3 },
];

/**
 * Every public page: fixed pages, categories, published tools and their alternatives, tags in use, published posts, blog
 * categories, the dictionary's terms and the price pages.
 */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [toolRows, categoryRows, tagRows, postRows, blogCategoryRows, termRows] = await Promise.all([
    db
      .select({ slug: tools.slug, updatedAt: tools.updatedAt, hasAlternatives: hasAlternatives(tools.id) })
      .from(tools)
      .where(eq(tools.status, "published"))
      .orderBy(asc(tools.slug)),
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.slug)),
    db
      .select({ name: tags.name })
      .from(tags)
      .where(
        exists(
          db
            .select({ toolId: toolTags.toolId })
            .from(toolTags)
            .innerJoin(tools, eq(tools.id, toolTags.toolId))
            .where(and(eq(toolTags.tagId, tags.id), eq(tools.status, "published"))),
        ),
      )
      .orderBy(asc(tags.name)),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(asc(blogPosts.slug)),
    db.select({ slug: blogCategories.slug }).from(blogCategories).orderBy(asc(blogCategories.slug)),
    db
      .select({ slug: glossaryTerms.slug, updatedAt: glossaryTerms.updatedAt })
      .from(glossaryTerms)
      .orderBy(asc(glossaryTerms.slug)),
  ]);
  return [
    ...STATIC_PAGES,
    ...categoryRows.map((c): SitemapEntry => ({
      path: `/category/${c.slug}`,
      changeFrequency: "weekly",
      priority: 0.6,
    })),
    ...toolRows.map((t): SitemapEntry => ({
      path: `/tool/${t.slug}`,
      lastModified: t.updatedAt,
      changeFrequency: "monthly",
      priority: 0.7,
    })),
    ...toolRows
      .filter((t) => t.hasAlternatives)
      .map((t): SitemapEntry => ({ path: alternativesPath(t.slug), changeFrequency: "weekly", priority: 0.5 })),
    ...tagRows.map((t): SitemapEntry => ({
      path: `/tag/${encodeURIComponent(t.name)}`,
      changeFrequency: "weekly",
      priority: 0.5,
    })),
    ...postRows.map((p): SitemapEntry => ({
      path: `/blog/${p.slug}`,
      lastModified: p.updatedAt,
      changeFrequency: "monthly",
      priority: 0.7,
    })),
    ...blogCategoryRows.map((c): SitemapEntry => ({
      path: `/blog/category/${c.slug}`,
      changeFrequency: "weekly",
      priority: 0.6,
    })),
    ...termRows.map((t): SitemapEntry => ({
      path: termPath(t.slug),
      lastModified: t.updatedAt,
      changeFrequency: "monthly",
      priority: 0.5,
    })),
    ...PRICE_ENTRIES,
  ];
}
