import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogList } from "#app/components/blog/BlogList.tsx";
import { blogListMeta } from "#app/lib/blog-meta.ts";
import { loadBlogList } from "#app/server/blog/blog-list.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

/** /blog/category/{slug}: the sitemap's path for a blog category; the same list as ?category=. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const list = await loadBlogList(context.db(), params.slug ?? null, context.env.SITE_URL);
  if (!list.category) throw notFound("Blog category not found");
  return data(list, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => blogListMeta(data, matches);

export default function BlogCategory() {
  return <BlogList {...useLoaderData<typeof loader>()} />;
}
