// /changes.xml: the catalogue's public changes of the last 30 days as RSS 2.0, newest first, so a
// reader can follow a tool's facts ("KYC: No KYC → KYC required").
import { changeAnchor, changeHref, CHANGES_PAGE_SIZE } from "#app/lib/public-changes.ts";
import { listRecentChanges } from "#app/server/changes/public-changes.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { renderRss } from "#app/server/seo/render-rss.server.ts";

export async function changesFeed(config: { SITE_NAME: string; SITE_URL: string }, db: Database): Promise<string> {
  const { changes } = await listRecentChanges(db, { page: 1, pageSize: CHANGES_PAGE_SIZE });
  const absolute = (path: string) => new URL(path, config.SITE_URL).href;
  return renderRss({
    title: `${config.SITE_NAME}: catalogue changes`,
    link: absolute("/changes"),
    description: "Tools listed and archived, and changed facts and official websites, over the last 30 days.",
    feedUrl: absolute("/changes.xml"),
    items: changes.map((change) => ({
      title: `${change.toolName}: ${change.lines.join("; ")}`,
      link: absolute(changeHref(change)),
      guid: absolute(`/changes#${changeAnchor(change.id)}`),
      description: change.lines.join("\n"),
      categories: [],
      pubDate: new Date(change.createdAt),
      enclosure: null,
    })),
  });
}
