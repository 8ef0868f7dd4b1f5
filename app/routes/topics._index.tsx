import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { NavLink } from "#app/components/Link.tsx";
import { TopicList } from "#app/components/catalog/TopicList.tsx";
import { canonicalPath, shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { parseTopicLetter, TOPIC_LETTERS, topicLetterPath } from "#app/lib/topics.ts";
import { listTopicLetters } from "#app/server/catalog/topics.server.ts";
import { loadTopicPage } from "#app/server/catalog/topic-page.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

// /topics, and /topics/{letter} (topics.$letter.tsx re-exports this route).
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const letter = params.letter === undefined ? null : parseTopicLetter(params.letter);
  if (params.letter !== undefined && letter === null) throw notFound();
  const db = context.db();
  const [topicPage, lettersInUse] = await Promise.all([loadTopicPage(db, letter, request), listTopicLetters(db)]);
  return data({ letter, ...topicPage, lettersInUse }, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const suffix = data?.letter ? ` starting with ${data.letter.toUpperCase()}` : "";
  return shareMeta(matches, {
    title: `Bitcoin Topics${suffix} | ${siteNameFrom(matches)}`,
    description: `Browse Bitcoin tools by topic${suffix}.`,
    path: canonicalPath(location, ["letter"]),
  });
};

const letterClass = ({ isActive }: { isActive: boolean }) =>
  `focus-ring inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-medium ${
    isActive ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"
  }`;

export default function Topics() {
  const { letter, topics, page, totalPages, lettersInUse } = useLoaderData<typeof loader>();
  const inUse = new Set<string>(lettersInUse);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Bitcoin Topics</h1>
      <nav aria-label="Filter topics by first letter" className="mt-6">
        <ul className="flex flex-wrap gap-1">
          <li>
            <NavLink to="/topics" end className={letterClass}>
              All
            </NavLink>
          </li>
          {TOPIC_LETTERS.map((l) => (
            <li key={l}>
              {inUse.has(l) ? (
                <NavLink to={topicLetterPath(l)} className={letterClass}>
                  {l.toUpperCase()}
                </NavLink>
              ) : (
                // As in the dictionary: a letter without topics is greyed out and not a link.
                <span
                  aria-disabled="true"
                  className="inline-flex h-9 min-w-9 cursor-not-allowed items-center justify-center rounded-md px-2 text-sm font-medium text-slate-400"
                >
                  <span aria-hidden="true">{l.toUpperCase()}</span>
                  <span className="sr-only">{`${l === "&" ? "Other" : l.toUpperCase()}: no topics`}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        {topics.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
            <p className="font-semibold text-slate-900">No topics found</p>
            {letter ? (
              <p className="mt-1 text-slate-600">{`No topics were found starting with the letter '${letter.toUpperCase()}'`}</p>
            ) : null}
          </div>
        ) : (
          <TopicList
            topics={topics}
            page={page}
            totalPages={totalPages}
            path={letter ? topicLetterPath(letter) : "/topics"}
          />
        )}
      </div>
    </div>
  );
}
