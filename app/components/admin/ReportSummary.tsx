import { Link } from "#app/components/Link.tsx";
import { adminTimestamp } from "#app/lib/admin-dates.ts";
import { REPORT_KIND_NAMES, REPORT_STATUS_LABELS } from "#app/lib/tool-reports.ts";
import type { ToolReportRow } from "#app/server/admin/reports/find-report.server.ts";

export const reportTime = adminTimestamp;

const STATUS_BADGE = {
  open: "bg-amber-100 text-amber-900",
  resolved: "bg-green-100 text-green-900",
  dismissed: "bg-slate-200 text-slate-700",
};

const LINK = "focus-ring rounded underline-offset-2 hover:underline";

/** A report as the queue and its page show it: the tool (public page and editor), kind, status, who, when, what. */
export function ReportSummary({ report }: { report: ToolReportRow }) {
  return (
    <div>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Link to={`/tool/${report.tool.slug}`} className={`${LINK} font-semibold text-slate-900`}>
          {report.tool.name}
        </Link>
        <Link to={`/admin/tools/${report.tool.id}`} className={`${LINK} text-sm text-slate-700 underline`}>
          Edit tool<span className="sr-only"> {report.tool.name}</span>
        </Link>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
          {REPORT_KIND_NAMES[report.kind]}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_BADGE[report.status]}`}
          data-testid="report-status"
        >
          {REPORT_STATUS_LABELS[report.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Reported <time dateTime={report.createdAt.toISOString()}>{reportTime(report.createdAt)}</time>
        {report.email ? (
          <>
            {" "}
            by <span className="break-words">{report.email}</span>
          </>
        ) : (
          " (no e-mail left)"
        )}
      </p>
      <p className="mt-2 whitespace-pre-wrap break-words text-slate-900" data-testid="report-message">
        {report.message}
      </p>
    </div>
  );
}
