import type { Database } from "#app/server/db/client.server.ts";
import { renderSitemap } from "#app/server/seo/render-sitemap.server.ts";
import { listSitemapEntries } from "#app/server/seo/sitemap-entries.server.ts";

/** The public origin from SITE_URL, without a trailing slash. */
export const siteOrigin = (siteUrl: string) => siteUrl.replace(/\/+$/, "");

/** The absolute URL of /sitemap.xml, for robots.txt. */
export const sitemapUrl = (siteUrl: string) => `${siteOrigin(siteUrl)}/sitemap.xml`;

/** The sitemap.xml document of every public page. */
export async function buildSitemap(db: Database, siteUrl: string): Promise<string> {
  return renderSitemap(siteOrigin(siteUrl), await listSitemapEntries(db));
}

/**
 * The sitemap.xml document of the first `limit` pages, and how many it has in all: what /sitemap
 * shows, since the whole document grows with the catalogue past what one page should carry.
 */
export async function buildSitemapExcerpt(db: Database, siteUrl: string, limit: number) {
  const entries = await listSitemapEntries(db);
  return { xml: renderSitemap(siteOrigin(siteUrl), entries.slice(0, limit)), total: entries.length };
}
