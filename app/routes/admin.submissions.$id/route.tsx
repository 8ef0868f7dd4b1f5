import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { AuditHistory } from "#app/components/admin/AuditHistory.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { parseFeatures } from "#app/lib/features.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { ageLabel } from "#app/lib/plural.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { reviewSubmissionAction } from "#app/server/admin/submissions/review-action.server.ts";
import { findSubmission } from "#app/server/admin/submissions/submission-detail.server.ts";
import { findDuplicatesOfTool } from "#app/server/catalog/duplicate-tools.server.ts";
import { DuplicateWarning } from "#app/components/admin/DuplicateTools.tsx";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { sanitizeRichHtml } from "#app/server/html/sanitize.server.ts";
import { DecidedState, DecisionForms } from "#app/routes/admin.submissions.$id/DecisionForms.tsx";
import { SubmissionDetails } from "#app/routes/admin.submissions.$id/SubmissionDetails.tsx";
import { BackLink } from "#app/components/admin/BackLink.tsx";

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound();
  const db = context.db();
  const [submission, history, duplicates] = await Promise.all([
    findSubmission(db, params.id),
    listEntityHistory(db, "tool", params.id),
    findDuplicatesOfTool(db, params.id),
  ]);
  if (!submission) throw notFound();
  const { tool } = submission;
  return data(
    {
      ...submission,
      tool: { ...tool, fullDescription: sanitizeRichHtml(tool.fullDescription ?? "") },
      features: parseFeatures(tool.features),
      age: ageLabel(new Date(tool.createdAt), new Date()),
      history,
      duplicates,
    },
    { headers: { "Cache-Control": ADMIN_PAGE } },
  );
}

/** Publish, schedule or reject; anyone but an admin gets the 404. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound();
  return reviewSubmissionAction(context, request, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `Review ${data.tool.name}` : "Submission not found");

export default function ReviewSubmission() {
  const { tool, features, submitterEmail, waiting, age, history, duplicates } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div>
      <BackLink to="/admin/submissions">Back to the queue</BackLink>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-3xl font-bold text-slate-900">Review: {tool.name}</h1>
          <p className="mt-2 text-slate-600">
            Submitted <time dateTime={tool.createdAt}>{age} ago</time> by{" "}
            <span className="break-all font-medium text-slate-900">{submitterEmail ?? "no account"}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/admin/tools/${tool.id}`} variant="secondary" size="sm">
            Edit
          </ButtonLink>
          <ButtonLink href={`/tool/${tool.slug}`} variant="quiet" size="sm">
            View page
          </ButtonLink>
        </div>
      </div>
      {waiting ? null : (
        <DecidedState
          status={tool.status}
          publishAt={tool.publishAt}
          rejectionReason={tool.rejectionReason}
          formError={failed?.formError}
        />
      )}
      {duplicates.length > 0 ? (
        <div className="mt-8">
          <DuplicateWarning matches={duplicates} />
        </div>
      ) : null}
      <SubmissionDetails tool={tool} features={features} />
      {waiting ? <DecisionForms failed={failed} flagged={duplicates.length > 0} /> : null}
      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
