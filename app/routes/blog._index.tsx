import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BlogList } from "#app/components/blog/BlogList.tsx";
import { blogListMeta } from "#app/lib/blog-meta.ts";
import { loadBlogList } from "#app/server/blog/blog-list.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";

/** /blog and /blog?category={slug} (an unknown category shows an empty list). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const list = await loadBlogList(
    context.db(),
    new URL(request.url).searchParams.get("category"),
    context.env.SITE_URL,
  );
  return data(list, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => blogListMeta(data, matches);

export default function Blog() {
  return <BlogList {...useLoaderData<typeof loader>()} />;
}
