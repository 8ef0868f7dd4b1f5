import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { parsePageParam, totalPagesFor } from "#app/lib/pagination.ts";
import { ageLabel, countLabel } from "#app/lib/plural.ts";
import { listReviewQueue } from "#app/server/admin/submissions/submission-queue.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest, methodNotAllowed } from "#app/server/http/responses.server.ts";
import { QueueTable } from "#app/routes/admin.submissions._index/QueueTable.tsx";

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
  return data(
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
        <QueueTable submissions={submissions} />
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(n) => (n === 1 ? "/admin/submissions" : `/admin/submissions?page=${n}`)}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
