// The reports queue's forms: a report's "Resolve" (with the note the reporter is mailed) and
// "Dismiss" on its page, and "Dismiss" for the ticked reports of the queue. A change is committed
// with its audit rows first; the reporter's mail follows, and the notice says whether it went.
import { REPORT_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { data, redirect, type AppLoadContext } from "react-router";
import { formFailure, parseForm, type FormFailure } from "#app/lib/form-result.ts";
import type { NoticeKey } from "#app/lib/notices.ts";
import { BulkReportsForm, REPORT_INTENTS, type BulkReportsFailure } from "#app/lib/report-queue.ts";
import { ResolveReportForm } from "#app/lib/tool-report-rules.ts";
import { adminWrite } from "#app/server/admin/admin-write.server.ts";
import { closeReports, type Closing } from "#app/server/admin/reports/close-reports.server.ts";
import { findToolReport } from "#app/server/admin/reports/find-report.server.ts";
import { mailReporter } from "#app/server/admin/reports/resolution-mail.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

export const ALREADY_CLOSED = "This report was already closed by another editor; it is shown as it stands now.";

export type ResolveFailure = FormFailure<"note">;

const refused = (status: number, failure: ResolveFailure) => data(failure, { status });

export async function reportAction(context: AppLoadContext, request: Request, id: string) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  let closing: Closing;
  switch (form.get("intent")) {
    case REPORT_INTENTS.resolve: {
      const parsed = parseForm(form, ResolveReportForm);
      if (!parsed.ok) return refused(400, parsed);
      closing = { to: "resolved", note: parsed.data.note };
      break;
    }
    case REPORT_INTENTS.dismiss:
      closing = { to: "dismissed" };
      break;
    default:
      throw badRequest("Unknown report action. Use resolve or dismiss.");
  }
  if (!(await findToolReport(context.db(), id))) throw notFound(REPORT_NOT_FOUND);
  const [closed] = await adminWrite(context, (tx, audit) => closeReports(tx, audit, [id], closing));
  if (!closed) return refused(409, formFailure({}, { formError: ALREADY_CLOSED }));
  let notice: NoticeKey = "report-dismissed";
  if (closing.to === "resolved") {
    const mailed = await mailReporter(context.env, context.db(), closed, closing.note);
    notice = mailed === "failed" ? "report-resolved-unmailed" : "report-resolved";
  }
  return redirect(`/admin/reports?notice=${notice}`);
}

/** The queue's bulk button: back to the same view of the queue. */
export async function bulkDismissReportsAction(context: AppLoadContext, request: Request) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  if (form.get("intent") !== REPORT_INTENTS.dismiss) throw badRequest("Unknown action on reports.");
  const selected = form.getAll("id").filter((id): id is string => typeof id === "string");
  const parsed = BulkReportsForm.safeParse({ id: selected });
  if (!parsed.success) {
    const failure: BulkReportsFailure = {
      ...formFailure({}, { fieldErrors: { id: parsed.error.issues[0]?.message ?? "Select at least one report." } }),
      selected,
    };
    return data(failure, { status: 400 });
  }
  await adminWrite(context, (tx, audit) => closeReports(tx, audit, parsed.data.id, { to: "dismissed" }));
  const back = new URL(request.url);
  back.searchParams.delete("index");
  back.searchParams.set("notice", "reports-dismissed");
  return redirect(`${back.pathname}${back.search}`);
}
