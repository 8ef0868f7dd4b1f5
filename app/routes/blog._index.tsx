import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BlogList } from "~/components/blog/BlogList";
import { blogListMeta } from "~/lib/blog-meta";
import { loadBlogList } from "~/server/blog/blog-list";
import { PUBLIC_PAGE } from "~/server/http/cache-control";

/** /blog and /blog?category={slug} (an unknown category shows an empty list). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const list = await loadBlogList(
    context.db(),
    new URL(request.url).searchParams.get("category"),
    context.env.SITE_URL,
  );
  return json(list, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => blogListMeta(data, matches);

export default function Blog() {
  return <BlogList {...useLoaderData<typeof loader>()} />;
}
