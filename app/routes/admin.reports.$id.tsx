import { REPORT_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import {
  Form,
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { AuditHistory } from "#app/components/admin/AuditHistory.tsx";
import { BackLink } from "#app/components/admin/BackLink.tsx";
import { ReportSummary, reportTime } from "#app/components/admin/ReportSummary.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { CountedField } from "#app/components/form/CountedField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { adminMeta } from "#app/lib/meta.ts";
import { REPORT_INTENTS } from "#app/lib/report-queue.ts";
import { REPORT_KIND_NAMES, REPORT_LIMITS } from "#app/lib/tool-reports.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { findToolReport } from "#app/server/admin/reports/find-report.server.ts";
import { reportAction } from "#app/server/admin/reports/report-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(REPORT_NOT_FOUND);
  const db = context.db();
  const report = await findToolReport(db, params.id);
  if (!report) throw notFound(REPORT_NOT_FOUND);
  const history = await listEntityHistory(db, "tool_report", report.id);
  return data({ report, history }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(REPORT_NOT_FOUND);
  return reportAction(context, request, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(
    matches,
    data ? `${data.report.tool.name}: ${REPORT_KIND_NAMES[data.report.kind]} · Reports` : REPORT_NOT_FOUND,
  );

export default function ToolReportPage() {
  const { report, history } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <div className="max-w-3xl">
      <BackLink to="/admin/reports">All reports</BackLink>
      <h1 className="mt-3 break-words text-3xl font-bold text-slate-900">Report about {report.tool.name}</h1>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6">
        <ReportSummary report={report} />
      </div>

      {failure?.formError ? <FormAlert tone="error" title={failure.formError} className="mt-6" /> : null}

      {report.status === "open" ? (
        <div className="mt-6 space-y-6">
          <Form method="post" noValidate className="space-y-3" aria-label="Resolve the report">
            <CsrfField />
            <CountedField
              limit={REPORT_LIMITS.noteMax}
              value={failure?.values.note}
              id="note"
              label="Resolution note"
              hint={
                report.email
                  ? "What was done. The reporter is mailed this note."
                  : "What was done. The reporter left no address, so the note stays here."
              }
              error={failure?.fieldErrors.note}
            >
              {(control) => <textarea {...control} required rows={4} defaultValue={failure?.values.note} />}
            </CountedField>
            <SubmitButton
              busy={busyWith === REPORT_INTENTS.resolve}
              busyLabel="Saving..."
              disabled={Boolean(busyWith)}
              name="intent"
              value={REPORT_INTENTS.resolve}
            >
              Resolve
            </SubmitButton>
          </Form>
          <Form method="post">
            <CsrfField />
            <p className="text-sm text-slate-600">Nothing to change, or not a real problem? Nobody is mailed.</p>
            <button
              type="submit"
              name="intent"
              value={REPORT_INTENTS.dismiss}
              disabled={Boolean(busyWith)}
              className={`mt-2 ${buttonClass({ variant: "secondary", size: "sm" })}`}
            >
              {busyWith === REPORT_INTENTS.dismiss ? "Saving..." : "Dismiss"}
            </button>
          </Form>
        </div>
      ) : (
        <div className="mt-6 text-slate-800">
          <p>
            {report.status === "resolved" ? "Resolved" : "Dismissed"}
            {report.closedAt ? (
              <>
                {" "}
                <time dateTime={report.closedAt.toISOString()}>{reportTime(report.closedAt)}</time>
              </>
            ) : null}
            {report.status === "resolved"
              ? report.reporterMailedAt
                ? " · the reporter was mailed"
                : " · nobody mailed"
              : null}
          </p>
          {report.resolutionNote ? (
            <p
              className="mt-2 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-4"
              data-testid="resolution-note"
            >
              {report.resolutionNote}
            </p>
          ) : null}
        </div>
      )}

      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
