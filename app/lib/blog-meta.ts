import type { MetaDescriptor } from "react-router";
import { pageMeta, siteNameFrom } from "#app/lib/meta.ts";

interface BlogListMetaData {
  category: { name: string } | null;
  categorySlug: string | null;
  canonical: string;
}

/** Title, description, canonical link and the feed link of a blog list; unknown categories are not indexed. */
export function blogListMeta(
  data: BlogListMetaData | undefined,
  matches: Parameters<typeof siteNameFrom>[0],
): MetaDescriptor[] {
  const siteName = siteNameFrom(matches);
  const name = data?.category?.name;
  const tags = pageMeta(
    name ? `${name} - Bitcoin Blog | ${siteName}` : `Bitcoin Blog | ${siteName}`,
    name
      ? `Bitcoin articles about ${name.toLowerCase()}: guides and explainers in plain language.`
      : "Guides and explainers about Bitcoin wallets, security, Lightning, fees and investing, in plain language.",
  );
  tags.push({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteName} blog`,
    href: "/rss.xml",
  });
  if (data) tags.push({ tagName: "link", rel: "canonical", href: data.canonical });
  if (data?.categorySlug && !data.category) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
