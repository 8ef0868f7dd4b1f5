import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { parsePageParam, totalPagesFor } from "#app/lib/pagination.ts";
import { ageLabel, countLabel } from "#app/lib/plural.ts";
import { listReviewQueue } from "#app/server/admin/submissions/submission-queue.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest, methodNotAllowed } from "#app/server/http/responses.server.ts";

const PAGE_SIZE = 25;

/** The review queue, oldest submission first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const requested = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (requested === null) throw badRequest("The page must be a whole number from 1.");
  const { submissions, total } = await listReviewQueue(context.db(), {
    limit: PAGE_SIZE,
    offset: (requested - 1) * PAGE_SIZE,
  });
  const now = new Date();
  return json(
    {
      submissions: submissions.map(({ submittedAt, ...submission }) => ({
        ...submission,
        submittedAt: submittedAt.toISOString(),
        age: ageLabel(submittedAt, now),
      })),
      total,
      page: requested,
      totalPages: totalPagesFor(total, PAGE_SIZE),
    },
    { headers: { "Cache-Control": ADMIN_PAGE } },
  );
}

/** The queue takes no posts; to anyone but an admin it is still the 404. */
export async function action({ context }: ActionFunctionArgs) {
  requireAdmin(context);
  throw methodNotAllowed("GET");
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Submissions");

export default function SubmissionQueue() {
  const { submissions, total, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Submissions</h1>
      <p className="mt-2 text-slate-600">
        Tools waiting for review, the oldest first.{" "}
        {total > 0 ? <span data-testid="queue-length">{`${countLabel(total, "submission")} waiting.`}</span> : null}
      </p>
      {submissions.length === 0 ? (
        <p className="mt-8 rounded-lg bg-slate-50 p-6 text-slate-700">
          {total === 0 ? (
            "No submissions waiting."
          ) : (
            <>
              This page is past the end of the queue.{" "}
              <Link to="/admin/submissions" className="focus-ring rounded font-medium text-orange-800 underline">
                Go to its first page
              </Link>
            </>
          )}
        </p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Submissions waiting for review, oldest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Tool
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Submitter
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Waiting
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {submissions.map((submission) => (
                <tr key={submission.id} data-testid="queued-submission">
                  <td className="max-w-xs px-4 py-3">
                    <p className="break-words font-semibold text-slate-900">{submission.name}</p>
                    <a
                      href={submission.websiteUrl}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className="focus-ring break-all rounded text-slate-600 underline hover:text-slate-900"
                    >
                      {submission.websiteUrl}
                    </a>
                  </td>
                  <td className="break-all px-4 py-3 text-slate-700">
                    {submission.submitterEmail ?? <span className="text-slate-500">No account</span>}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                    <time dateTime={submission.submittedAt}>{submission.age}</time>
                  </td>
                  <td className="px-4 py-3 text-right">
                    <Link
                      to={`/admin/submissions/${submission.id}`}
                      className="focus-ring rounded font-semibold text-orange-800 underline hover:text-orange-900"
                    >
                      Review<span className="sr-only">{` ${submission.name}`}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(n) => (n === 1 ? "/admin/submissions" : `/admin/submissions?page=${n}`)}
      />
    </div>
  );
}
