import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "#app/lib/structured-data.ts";

/** The site's default 1200x630 share image. */
export const DEFAULT_SHARE_IMAGE = "/og-image.png";

interface RootMatch {
  id: string;
  data: unknown;
}

const rootData = (matches: RootMatch[]) =>
  matches.find((m) => m.id === "root")?.data as { siteName?: string; siteUrl?: string } | undefined;

/** The site's name from the root loader's data, for page titles. */
export function siteNameFrom(matches: RootMatch[]): string {
  return rootData(matches)?.siteName ?? "";
}

/** Title and description, with the matching Open Graph and Twitter tags. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/**
 * Title, description, canonical link and the full set of social tags with an image: 1200x630
 * unless its size is given (null: not known). The page's path and image (the site's default
 * unless given) are made absolute with SITE_URL; the image's type is given when it is known.
 */
export function shareMeta(
  matches: RootMatch[],
  share: {
    title: string;
    description: string;
    path: string;
    image?: string;
    imageType?: string;
    imageSize?: { width: number; height: number } | null;
    /** The Open Graph type: a website page unless said otherwise. */
    type?: "website" | "article";
  },
): MetaDescriptor[] {
  const origin = rootData(matches)?.siteUrl ?? "/";
  const url = absoluteUrl(origin, share.path);
  const image = absoluteUrl(origin, share.image ?? DEFAULT_SHARE_IMAGE);
  const size = share.imageSize === undefined ? { width: 1200, height: 630 } : share.imageSize;
  return [
    ...pageMeta(share.title, share.description),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: share.type ?? "website" },
    { property: "og:site_name", content: siteNameFrom(matches) },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(size
      ? [
          { property: "og:image:width", content: String(size.width) },
          { property: "og:image:height", content: String(size.height) },
        ]
      : []),
    ...(share.imageType ? [{ property: "og:image:type", content: share.imageType }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
  ];
}

/**
 * A page's own address for its canonical link: its path, with the page number past the first and
 * the query parameters that make it a page of its own (`keep`), in that order; filters and sorting
 * are views of the same page.
 */
export function canonicalPath(location: { pathname: string; search: string }, keep: readonly string[] = []): string {
  const query = new URLSearchParams(location.search);
  const canonical = new URLSearchParams();
  for (const name of keep) {
    const value = query.get(name);
    if (value) canonical.set(name, value);
  }
  const page = Number(query.get("page"));
  if (Number.isInteger(page) && page > 1) canonical.set("page", String(page));
  return canonical.size ? `${location.pathname}?${canonical}` : location.pathname;
}

/** An admin page's title ("Tools | Admin | {site}"), kept out of search engines. */
export function adminMeta(matches: RootMatch[], title: string): MetaDescriptor[] {
  return [{ title: `${title} | Admin | ${siteNameFrom(matches)}` }, { name: "robots", content: "noindex, nofollow" }];
}
