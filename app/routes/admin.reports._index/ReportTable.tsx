import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { REPORT_INTENTS, type BulkReportsFailure } from "#app/lib/report-queue.ts";
import { REPORT_KIND_NAMES, type ReportStatus } from "#app/lib/tool-reports.ts";
import type { ToolReportRow } from "#app/server/admin/reports/find-report.server.ts";
import { ReportSummary } from "#app/components/admin/ReportSummary.tsx";

/**
 * A page of reports. Open ones sit in the bulk form, a checkbox each and "Dismiss selected"; it
 * works as a plain form without JavaScript.
 */
export function ReportTable({
  rows,
  total,
  status,
  failure,
}: {
  rows: ToolReportRow[];
  total: number;
  status: ReportStatus;
  failure: BulkReportsFailure | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const ticked = new Set(failure?.selected ?? []);
  const idError = failure?.fieldErrors.id;
  const open = status === "open";
  const list = (
    <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.id} className="flex gap-3 px-4 py-4" data-testid="report-row">
          {open ? (
            <input
              type="checkbox"
              name="id"
              value={row.id}
              defaultChecked={ticked.has(row.id)}
              aria-label={`Select the report about ${row.tool.name}: ${REPORT_KIND_NAMES[row.kind]}`}
              className="mt-1 h-4 w-4"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <ReportSummary report={row} />
            {row.resolutionNote ? (
              <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-700">
                <span className="font-medium">Note:</span> {row.resolutionNote}
              </p>
            ) : null}
            <p className="mt-2 text-sm">
              <Link
                to={`/admin/reports/${row.id}`}
                className="focus-ring rounded font-medium text-slate-900 underline underline-offset-2"
              >
                {open ? "Resolve or dismiss" : "Details"}
                <span className="sr-only">
                  {" "}
                  (report about {row.tool.name}: {REPORT_KIND_NAMES[row.kind]})
                </span>
              </Link>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
  const counted = (
    <p className="mt-4 text-sm text-slate-600" aria-live="polite">
      {total} {total === 1 ? "report" : "reports"}
    </p>
  );
  if (!open)
    return (
      <>
        {counted}
        {list}
      </>
    );
  return (
    <Form method="post" aria-label="Dismiss the selected reports" className="mt-4">
      <CsrfField />
      {counted}
      <div className="mt-2 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
        <span className="text-sm text-slate-700">With the selected reports:</span>
        <button
          type="submit"
          name="intent"
          value={REPORT_INTENTS.dismiss}
          disabled={busy}
          className={buttonClass({ variant: "secondary", size: "xs" })}
        >
          Dismiss selected
        </button>
        {idError ? (
          <p role="alert" className="w-full text-sm text-red-700">
            {idError}
          </p>
        ) : null}
      </div>
      {list}
    </Form>
  );
}
