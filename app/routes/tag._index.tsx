import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { TopicList } from "#app/components/catalog/TopicList.tsx";
import { canonicalPath, shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { loadTopicPage } from "#app/server/catalog/topic-page.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const topicPage = await loadTopicPage(context.db(), null, request);
  return data(topicPage, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches, location }) =>
  shareMeta(matches, {
    title: `All Bitcoin Topics | ${siteNameFrom(matches)}`,
    description: "Every topic used to tag Bitcoin tools in the directory.",
    path: canonicalPath(location),
  });

export default function AllTopics() {
  const { topics, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">All Bitcoin Topics</h1>
      <div className="mt-8">
        {topics.length === 0 ? (
          <p className="text-slate-600">No topics have been added to the platform yet</p>
        ) : (
          <TopicList topics={topics} page={page} totalPages={totalPages} path="/tag" />
        )}
      </div>
    </div>
  );
}
