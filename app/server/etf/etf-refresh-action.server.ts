// 'Refresh Data' on the ETF page: posted by the page itself without JavaScript, and to /api/etfs
// with it. The form carries nothing but a signed-in visitor's CSRF token; the answer says what
// happened in the page's words.
import type { AppLoadContext } from "react-router";
import type { FormSuccess } from "#app/lib/form-result.ts";
import { refreshMessage, type EtfRefreshOutcome } from "#app/lib/etf-table.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";
import { refreshForVisitor } from "#app/server/etf/etf-page-data.server.ts";

export type EtfRefreshResult = FormSuccess<{ outcome: EtfRefreshOutcome; message: { ok: boolean; text: string } }>;

export async function etfRefreshAction(context: AppLoadContext, request: Request): Promise<EtfRefreshResult> {
  await readCheckedForm(request, context);
  const outcome = await refreshForVisitor(context, request);
  return { ok: true, outcome, message: refreshMessage(outcome) };
}
