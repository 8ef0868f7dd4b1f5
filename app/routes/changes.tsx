import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { ChangeLines } from "#app/components/changes/ToolChanges.tsx";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { parsePageParam, totalPagesFor } from "#app/lib/pagination.ts";
import {
  changeAnchor,
  changeDay,
  changeHref,
  CHANGES_PAGE_SIZE,
  CHANGES_WINDOW_DAYS,
  type PublicChange,
} from "#app/lib/public-changes.ts";
import { listRecentChanges } from "#app/server/changes/public-changes.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";

const PATH = "/changes";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw badRequest("The page must be a whole number from 1.");
  const { changes, total } = await listRecentChanges(context.db(), { page, pageSize: CHANGES_PAGE_SIZE });
  const totalPages = totalPagesFor(total, CHANGES_PAGE_SIZE);
  if (page > totalPages) throw notFound();
  return data({ days: byDay(changes), page, totalPages }, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

/** The changes under their day, in the order given (newest first). */
function byDay(changes: PublicChange[]) {
  const days: { day: string; changes: PublicChange[] }[] = [];
  for (const change of changes) {
    const day = changeDay(change.createdAt);
    if (days.at(-1)?.day === day) days.at(-1)!.changes.push(change);
    else days.push({ day, changes: [change] });
  }
  return days;
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const siteName = siteNameFrom(matches);
  return [
    ...shareMeta(matches, {
      title: `Recent changes | ${siteName}`,
      description: `Tools listed and archived, and changed facts and official websites, over the last ${CHANGES_WINDOW_DAYS} days.`,
      path: PATH,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${siteName} changes`,
      href: "/changes.xml",
    },
  ];
};

export default function Changes() {
  const { days, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Recent changes</h1>
      <p className="mt-3 text-lg text-slate-600">
        {`What changed in the directory over the last ${CHANGES_WINDOW_DAYS} days: tools listed and archived, and changed facts and official websites, newest first.`}{" "}
        {/* A plain link: the browser or a feed reader opens the file itself. */}
        <a href="/changes.xml" className="focus-ring rounded text-bitcoin-dark underline hover:no-underline">
          Follow them by RSS
        </a>
        .
      </p>
      {days.length === 0 ? (
        <p className="mt-10 rounded-lg bg-slate-50 p-6 text-slate-700">
          {`No changes in the last ${CHANGES_WINDOW_DAYS} days.`}
        </p>
      ) : (
        days.map(({ day, changes }) => (
          <section key={day} aria-labelledby={`day-${changes[0]!.id}`} className="mt-10">
            <h2 id={`day-${changes[0]!.id}`} className="text-xl font-semibold text-slate-900">
              <time dateTime={changes[0]!.createdAt.slice(0, 10)}>{day}</time>
            </h2>
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {changes.map((change) => (
                <li key={change.id} id={changeAnchor(change.id)} className="scroll-mt-24 p-4 text-sm">
                  <p className="font-semibold text-slate-900">
                    {change.toolArchived ? (
                      <>
                        {change.toolName} <span className="font-normal text-slate-600">(archived)</span>
                      </>
                    ) : (
                      <Link to={changeHref(change)} className="focus-ring rounded text-bitcoin-dark hover:underline">
                        {change.toolName}
                      </Link>
                    )}
                  </p>
                  <div className="mt-1">
                    <ChangeLines lines={change.lines} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => `${PATH}${p > 1 ? `?page=${p}` : ""}`} />
    </div>
  );
}
