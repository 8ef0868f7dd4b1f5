import type { LoaderFunctionArgs } from "react-router";
import { blogFeed } from "#app/server/blog/blog-feed.server.ts";

/** GET /rss.xml: the blog's RSS 2.0 feed, answered at once. */
export async function loader({ context }: LoaderFunctionArgs) {
  const xml = await blogFeed(context.env, context.db());
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=60",
    },
  });
}
