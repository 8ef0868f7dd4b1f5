import type { Database } from "../db/client.ts";
import { renderSitemap } from "./render-sitemap.ts";
import { listSitemapEntries } from "./sitemap-entries.ts";

/** The public origin from SITE_URL, without a trailing slash. */
export const siteOrigin = (siteUrl: string) => siteUrl.replace(/\/+$/, "");

/** The absolute URL of /sitemap.xml, for robots.txt. */
export const sitemapUrl = (siteUrl: string) => `${siteOrigin(siteUrl)}/sitemap.xml`;

/** The sitemap.xml document of every public page. */
export async function buildSitemap(db: Database, siteUrl: string): Promise<string> {
  return renderSitemap(siteOrigin(siteUrl), await listSitemapEntries(db));
}
