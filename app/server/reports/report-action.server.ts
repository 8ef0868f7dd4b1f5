// The tool report form's action. A report needs valid fields, an empty honeypot, the rate limit,
// and either a solved captcha (with JavaScript) or, without JavaScript, a form filled at a human
// pace: the contact form's protection.
import { data, type AppLoadContext } from "react-router";
import { formFailure } from "#app/lib/form-result.ts";
import { ToolReportForm } from "#app/lib/tool-report-rules.ts";
import { REPORT_NOTICES, type ReportField, type ReportNotice, type ReportResult } from "#app/lib/tool-reports.ts";
import { checkSentByPerson, honeypotFilled } from "#app/server/captcha/person-check.server.ts";
import { announceToEditors } from "#app/server/notifications/announce-to-editors.server.ts";
import { saveToolReport } from "#app/server/reports/save-report.server.ts";
import { readForm } from "#app/server/security/checked-form.server.ts";
import { clientAddress, hitRateLimit, tooManyMessage } from "#app/server/security/rate-limit.server.ts";

/** A client address may send 5 reports an hour. */
export const REPORTS_PER_CLIENT = { max: 5, windowSeconds: 3600 };

export async function reportToolAction(context: AppLoadContext, request: Request, toolId: string) {
  const { form, parsed } = await readForm(request, context, ToolReportForm);
  const answer = (result: ReportResult, status: number) =>
    data(result, { status, headers: { "Cache-Control": "no-store" } });
  const refused = (
    status: number,
    formError: ReportNotice | null,
    fieldErrors: Partial<Record<ReportField, string>> = {},
  ) => answer(formFailure(parsed.values, { fieldErrors, formError }), status);

  if (honeypotFilled(form)) return refused(400, REPORT_NOTICES.captchaFailed);
  if (!parsed.ok) return refused(400, null, parsed.fieldErrors);

  const db = context.db();
  const limit = await hitRateLimit(db, { key: `tool-report:ip:${clientAddress(request)}`, ...REPORTS_PER_CLIENT });
  if (!limit.allowed)
    return refused(429, { title: "Too many reports", description: tooManyMessage("reports", limit.retryAfterSeconds) });

  const person = await checkSentByPerson(context, request, form);
  if (person === "captcha-failed") return refused(400, REPORT_NOTICES.captchaFailed);
  if (person === "send-again") return refused(400, REPORT_NOTICES.sendAgain);

  const reportId = await saveToolReport(db, toolId, parsed.data);
  await announceToEditors(context, { kind: "report", id: reportId });
  return answer({ ok: true, willMail: parsed.data.email !== null }, 200);
}
