// RSS 2.0 (https://www.rssboard.org/rss-specification): the blog's published posts, the catalogue's changes.
import { escapeXml } from "#app/lib/xml.ts";

export interface RssItem {
  title: string;
  link: string;
  /** An id of its own when the link is not the item's alone (several items link to one page); else the link. */
  guid?: string;
  /** Plain text; written as the HTML that shows it, line breaks included. */
  description: string;
  /** Every category of the post, so a reader filtering by any of them finds it. */
  categories: string[];
  pubDate: Date;
  /** Who wrote it, as its byline reads (Dublin Core's creator: RSS's own author must be an address). */
  creator?: string;
  enclosure: { url: string; type: string; length: number } | null;
}

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  feedUrl: string;
  items: RssItem[];
}

/**
 * Readers render an item's description as HTML, so plain text goes in escaped as HTML first (and
 * then as XML): a `<b>` in an excerpt or a tool's name shows as written instead of making bold text.
 */
const textAsHtml = (text: string) => escapeXml(text).replace(/\r?\n/g, "<br>");

export function renderRss(channel: RssChannel): string {
  const items = channel.items.map((item) =>
    [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      item.guid
        ? `      <guid isPermaLink="false">${escapeXml(item.guid)}</guid>`
        : `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      <description>${escapeXml(textAsHtml(item.description))}</description>`,
      ...item.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      `      <pubDate>${item.pubDate.toUTCString()}</pubDate>`,
      ...(item.creator ? [`      <dc:creator>${escapeXml(item.creator)}</dc:creator>`] : []),
      ...(item.enclosure
        ? [
            `      <enclosure url="${escapeXml(item.enclosure.url)}" length="${item.enclosure.length}" type="${escapeXml(item.enclosure.type)}"/>`,
          ]
        : []),
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
