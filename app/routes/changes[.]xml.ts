import type { LoaderFunctionArgs } from "react-router";
import { changesFeed } from "#app/server/changes/changes-feed.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";

/** GET /changes.xml: the catalogue's public changes of the last 30 days as an RSS 2.0 feed. */
export async function loader({ context }: LoaderFunctionArgs) {
  const xml = await changesFeed(context.env, context.db());
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": PUBLIC_PAGE },
  });
}
