import type { MetaDescriptor } from "@remix-run/cloudflare";

interface RootMatch {
  id: string;
  data: unknown;
}

/** The site's name from the root loader's data, for page titles. */
export function siteNameFrom(matches: RootMatch[]): string {
  const root = matches.find((m) => m.id === "root")?.data as { siteName?: string } | undefined;
  return root?.siteName ?? "";
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

/** Title, description, canonical link and the full set of social tags with a 1200x630 image. */
export function shareMeta(share: {
  title: string;
  description: string;
  url: string;
  image: string;
  siteName: string;
}): MetaDescriptor[] {
  return [
    ...pageMeta(share.title, share.description),
    { tagName: "link", rel: "canonical", href: share.url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: share.siteName },
    { property: "og:url", content: share.url },
    { property: "og:image", content: share.image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: share.image },
  ];
}
