// The sitemap protocol's XML (https://www.sitemaps.org/protocol.html) for a list of pages.
import { escapeXml } from "#app/lib/xml.ts";

export type ChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

export interface SitemapEntry {
  /** Path from the site root, starting with "/" and already percent-encoded. */
  path: string;
  lastModified?: Date;
  changeFrequency: ChangeFrequency;
  /** 0.0 to 1.0. */
  priority: number;
}

/** W3C date, the day in UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function renderEntry(origin: string, entry: SitemapEntry): string {
  const lines = [`    <loc>${escapeXml(origin + entry.path)}</loc>`];
  if (entry.lastModified) lines.push(`    <lastmod>${isoDay(entry.lastModified)}</lastmod>`);
  lines.push(`    <changefreq>${entry.changeFrequency}</changefreq>`);
  lines.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
  return `  <url>\n${lines.join("\n")}\n  </url>`;
}

/** The sitemap of `entries`, whose paths are made absolute with `origin` (no trailing slash). */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => renderEntry(origin, entry)),
    "</urlset>",
    "",
  ].join("\n");
}
