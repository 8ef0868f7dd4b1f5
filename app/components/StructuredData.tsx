// JSON-LD in a page's body: a data block, which browsers never run, so it needs no script nonce.
import { useRouteLoaderData } from "react-router";
import type { Crumb } from "#app/components/Breadcrumb.tsx";
import { DEFAULT_SHARE_IMAGE } from "#app/lib/meta.ts";
import { absoluteUrl, breadcrumbList, itemList, jsonLd, organization, webSite } from "#app/lib/structured-data.ts";

export function StructuredData({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}

const useRootData = () => useRouteLoaderData("root") as { siteUrl?: string; siteName?: string } | undefined;

/** The site's public origin, from the root loader. */
export const useSiteUrl = () => useRootData()?.siteUrl ?? "/";

/** The home page's: the site, with its search, and the organization behind it. */
export function SiteStructuredData() {
  const root = useRootData();
  const url = absoluteUrl(root?.siteUrl ?? "/", "/");
  const name = root?.siteName ?? "";
  return (
    <StructuredData
      data={[webSite({ name, url }), organization({ name, url, logo: absoluteUrl(url, DEFAULT_SHARE_IMAGE) })]}
    />
  );
}

/**
 * A listing page's trail (Home, then `crumbs`, the last one the page itself) and the items it
 * shows, numbered from `firstPosition`, their place in the whole list across pages.
 */
export function ListingStructuredData({
  crumbs,
  items,
  firstPosition,
}: {
  crumbs: Required<Crumb>[];
  items: { name: string; path: string }[];
  firstPosition: number;
}) {
  const siteUrl = useSiteUrl();
  const url = (path: string) => absoluteUrl(siteUrl, path);
  const trail = breadcrumbList([
    { name: "Home", url: url("/") },
    ...crumbs.map((c) => ({ name: c.label, url: url(c.to) })),
  ]);
  const list = itemList(
    items.map((item) => ({ name: item.name, url: url(item.path) })),
    firstPosition,
  );
  return <StructuredData data={[trail, list]} />;
}
