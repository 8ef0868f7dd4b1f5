// The admin's ETF forms: a fund's figures (/admin/etfs/{ticker}); the "as of" date and source, and
// "Refresh now" (/admin/etfs). Edits rebuild the ETF table's KV copy once committed; a refresh is
// the ETF page's own (the same ledger, lock and daily budget) and says how it went.
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { EtfRefreshOutcome } from "#app/lib/etf-table.ts";
import {
  ETF_FIGURES_INTENTS,
  EtfFiguresForm,
  EtfForm,
  type EtfFiguresResult,
  type EtfResult,
} from "#app/lib/etf-rules.ts";
import { parseForm } from "#app/lib/form-result.ts";
import type { NoticeKey } from "#app/lib/notices.ts";
import { adminWrite } from "#app/server/admin/admin-write.server.ts";
import { renewEtfTable } from "#app/server/admin/etfs/renew-etf-table.server.ts";
import { updateEtfFigures } from "#app/server/admin/etfs/save-etf-figures.server.ts";
import { updateEtf } from "#app/server/admin/etfs/save-etf.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { refreshForVisitor } from "#app/server/etf/etf-page-data.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { readCheckedForm, readForm } from "#app/server/security/checked-form.server.ts";

export async function editEtfAction(context: AppLoadContext, request: Request, ticker: string) {
  requireAdmin(context);
  const { parsed } = await readForm(request, context, EtfForm);
  if (!parsed.ok) return json<EtfResult>(parsed, { status: 400 });
  await adminWrite(context, (tx, audit) => updateEtf(tx, audit, ticker, parsed.data), {
    afterCommit: () => renewEtfTable(context),
  });
  return redirect(`/admin/etfs/${ticker}?notice=etf-saved`);
}

export async function etfFiguresAction(context: AppLoadContext, request: Request) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  switch (form.get("intent")) {
    case ETF_FIGURES_INTENTS.figures:
      return saveFigures(context, form);
    case ETF_FIGURES_INTENTS.refresh:
      return refresh(context, request);
    default:
      throw badRequest("Unknown ETF action.");
  }
}

async function saveFigures(context: AppLoadContext, form: FormData) {
  const parsed = parseForm(form, EtfFiguresForm);
  if (!parsed.ok) return json<EtfFiguresResult>({ ...parsed, intent: ETF_FIGURES_INTENTS.figures }, { status: 400 });
  const fields = { asOf: parsed.data.asOf, sourceUrl: parsed.data.sourceUrl || null };
  await adminWrite(context, (tx, audit) => updateEtfFigures(tx, audit, fields), {
    afterCommit: () => renewEtfTable(context),
  });
  return redirect("/admin/etfs?notice=etf-figures-saved");
}

const REFRESH_NOTICES: Record<EtfRefreshOutcome, NoticeKey> = {
  refreshed: "etf-refreshed",
  "in-progress": "etf-refresh-started",
  failed: "etf-refresh-failed",
  fresh: "etf-refresh-fresh",
  "budget-spent": "etf-refresh-budget-spent",
  unavailable: "etf-refresh-unavailable",
};

async function refresh(context: AppLoadContext, request: Request) {
  const outcome = await refreshForVisitor(context, request);
  return redirect(`/admin/etfs?notice=${REFRESH_NOTICES[outcome]}`);
}
