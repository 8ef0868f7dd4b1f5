import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogList } from "~/components/blog/BlogList";
import { blogListMeta } from "~/lib/blog-meta";
import { loadBlogList } from "~/server/blog/blog-list";
import { PUBLIC_PAGE } from "~/server/http/cache-control";
import { notFound } from "~/server/http/responses";

/** /blog/category/{slug}: the sitemap's path for a blog category; the same list as ?category=. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const list = await loadBlogList(context.db(), params.slug ?? null, context.env.SITE_URL);
  if (!list.category) throw notFound("Blog category not found");
  return json(list, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => blogListMeta(data, matches);

export default function BlogCategory() {
  return <BlogList {...useLoaderData<typeof loader>()} />;
}
