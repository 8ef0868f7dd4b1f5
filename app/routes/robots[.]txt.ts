import type { LoaderFunctionArgs } from "react-router";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { sitemapUrl } from "#app/server/seo/sitemap.server.ts";

/** /robots.txt: crawl everything public, and where the sitemap is. */
export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /profile",
    "",
    `Sitemap: ${sitemapUrl(context.env.SITE_URL)}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_PAGE },
  });
}
