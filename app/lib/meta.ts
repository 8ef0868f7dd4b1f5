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
