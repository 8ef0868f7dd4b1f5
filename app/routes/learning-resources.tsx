import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { groupByKind } from "#app/lib/resource-kinds.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { listLearningResources } from "#app/server/learning/learning-resources.server.ts";
import { Icon } from "#app/components/ui/Icon.tsx";

const PATH = "/learning-resources";

export async function loader({ context }: LoaderFunctionArgs) {
  const resources = await listLearningResources(context.db());
  return data(
    { groups: groupByKind(resources), count: resources.length },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const siteName = siteNameFrom(matches);
  return shareMeta(matches, {
    title: `Bitcoin Learning Resources | ${siteName}`,
    description:
      "Hand-picked places to learn about Bitcoin: the white paper, books, courses, videos, wikis, forums and news.",
    path: PATH,
  });
};

export default function LearningResources() {
  const { groups, count } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Bitcoin Learning Resources</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">
        {count} places to learn about Bitcoin that our editors return to, from the original paper to books, courses and
        the communities where people answer questions. Every link opens the original site.
      </p>
      {groups.length === 0 ? (
        <p className="mt-10 rounded-lg bg-slate-50 p-6 text-slate-700">No learning resources have been added yet.</p>
      ) : (
        <nav aria-label="Resource kinds" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.kind}>
                <a
                  href={`#${anchor(group.kind)}`}
                  className="focus-ring block rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 hover:border-bitcoin"
                >
                  {group.heading} ({group.items.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group) => (
        <section
          key={group.kind}
          id={anchor(group.kind)}
          aria-labelledby={`${anchor(group.kind)}-heading`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${anchor(group.kind)}-heading`} className="text-2xl font-bold text-slate-900">
            {group.heading}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
            {group.items.map((resource) => (
              <li key={resource.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-slate-900">
                  <a
                    href={resource.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="focus-ring inline-flex items-center gap-1 rounded hover:underline"
                  >
                    {resource.title}
                    <Icon name="external-link" className="h-4 w-4 text-slate-500" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </h3>
                {resource.author ? <p className="text-sm text-slate-600">{resource.author}</p> : null}
                <p className="mt-2 text-sm text-slate-700">{resource.description}</p>
                <p className="mt-2 truncate text-xs text-slate-500">
                  {new URL(resource.url).hostname.replace(/^www\./, "")}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const anchor = (kind: string) => kind.replace(/\s+/g, "-");
