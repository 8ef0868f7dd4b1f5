import type { LoaderFunctionArgs } from "react-router";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { buildSitemap } from "#app/server/seo/sitemap.server.ts";

/** /sitemap.xml: every public page, for search engines. */
export async function loader({ context }: LoaderFunctionArgs) {
  const xml = await buildSitemap(context.db(), context.env.SITE_URL);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_PAGE },
  });
}
