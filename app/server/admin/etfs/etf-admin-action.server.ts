// The admin's ETF forms: a fund's figures (/admin/etfs/{ticker}); the "as of" date and source, and
// "Refresh now" (/admin/etfs). Edits rebuild the ETF table's KV copy once committed; a refresh is
// the ETF page's own (the same ledger, lock and daily budget) and says how it went.
import { ETF_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { data, redirect, type AppLoadContext } from "react-router";
import type { EtfRefreshOutcome } from "#app/lib/etf-table.ts";
import {
  ETF_FIGURES_INTENTS,
  EtfFiguresForm,
  EtfForm,
  type EtfField,
  type EtfFiguresResult,
  type EtfResult,
} from "#app/lib/etf-rules.ts";
import { parseForm } from "#app/lib/form-result.ts";
import type { NoticeKey } from "#app/lib/notices.ts";
import { adminWrite } from "#app/server/admin/admin-write.server.ts";
import { claimVersion, sentVersion, StaleEdit } from "#app/server/admin/edit-version.server.ts";
import {
  etfFiguresFormValues,
  etfFormValues,
  findAdminEtf,
  findAdminEtfFigures,
} from "#app/server/admin/etfs/etf-admin-data.server.ts";
import { renewEtfTable } from "#app/server/admin/etfs/renew-etf-table.server.ts";
import { ETF_FIGURES_ENTITY_ID, updateEtfFigures } from "#app/server/admin/etfs/save-etf-figures.server.ts";
import { updateEtf } from "#app/server/admin/etfs/save-etf.server.ts";
import { answerStaleSave } from "#app/server/admin/stale-save.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { etfFigures, etfs } from "#app/server/db/schema.server.ts";
import { refreshForVisitor } from "#app/server/etf/etf-page-data.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

export async function editEtfAction(context: AppLoadContext, request: Request, ticker: string) {
  requireAdmin(context);
  return saveEtf(context, await readCheckedForm(request, context), ticker);
}

type EtfAnswer = Promise<ReturnType<typeof data<EtfResult>> | ReturnType<typeof redirect>>;

async function saveEtf(context: AppLoadContext, form: FormData, ticker: string): EtfAnswer {
  const parsed = parseForm(form, EtfForm);
  if (!parsed.ok) return data<EtfResult>(parsed, { status: 400 });
  const version = sentVersion(form);
  try {
    await adminWrite(
      context,
      async (tx, audit) => {
        await claimVersion(tx, ETF_RECORD, ticker, version);
        await updateEtf(tx, audit, ticker, parsed.data);
      },
      { afterCommit: () => renewEtfTable(context) },
    );
  } catch (error) {
    if (error instanceof StaleEdit) return staleEtfSave(context, form, parsed.values, ticker, version);
    throw error;
  }
  return redirect(`/admin/etfs/${ticker}?notice=etf-saved`);
}

const ETF_RECORD = { table: etfs, id: etfs.ticker, version: etfs.version };

const ETF_LABELS = {
  name: "Name",
  assetManager: "Asset manager",
  aumAmount: "Assets under management",
  aumUnit: "AUM unit",
  expenseRatio: "Expense ratio (% a year)",
  type: "Type",
  exchange: "Exchange",
  firstTradingDay: "First trading day",
  notes: "Notes",
  issuerUrl: "Issuer's page for the fund",
  aumAsOf: "AUM: as of",
  aumSourceUrl: "AUM: source",
  expenseRatioAsOf: "Expense ratio: as of",
  expenseRatioSourceUrl: "Expense ratio: source",
  btcHeld: "Bitcoin held, as reported",
  btcHeldAsOf: "Bitcoin held: as of",
  btcHeldSourceUrl: "Bitcoin held: source",
};

/** A save of a fund form loaded from an older version: see answerStaleSave. */
async function staleEtfSave(
  context: AppLoadContext,
  form: FormData,
  values: Partial<Record<EtfField, string>>,
  ticker: string,
  sent: number | null,
): EtfAnswer {
  const etf = await findAdminEtf(context.db(), ticker);
  if (!etf) throw notFound(ETF_NOT_FOUND);
  return answerStaleSave(context, {
    form,
    entityType: "etf",
    entityId: ticker,
    reloadHref: `/admin/etfs/${ticker}`,
    current: { version: etf.version, values: etfFormValues(etf) },
    sent,
    labels: ETF_LABELS,
    yours: values,
    thing: "fund",
    intent: "save",
    values,
    saveMerged: (merged) => saveEtf(context, merged, ticker),
  });
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

type FiguresAnswer = Promise<ReturnType<typeof data<EtfFiguresResult>> | ReturnType<typeof redirect>>;

async function saveFigures(context: AppLoadContext, form: FormData): FiguresAnswer {
  const intent = ETF_FIGURES_INTENTS.figures;
  const parsed = parseForm(form, EtfFiguresForm);
  if (!parsed.ok) return data<EtfFiguresResult>({ ...parsed, intent }, { status: 400 });
  const fields = { asOf: parsed.data.asOf, sourceUrl: parsed.data.sourceUrl || null };
  const version = sentVersion(form);
  try {
    await adminWrite(
      context,
      async (tx, audit) => {
        await claimVersion(tx, FIGURES_RECORD, true, version);
        await updateEtfFigures(tx, audit, fields);
      },
      { afterCommit: () => renewEtfTable(context) },
    );
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    const current = await findAdminEtfFigures(context.db());
    const { values } = parsed;
    return answerStaleSave(context, {
      form,
      entityType: "etf",
      entityId: ETF_FIGURES_ENTITY_ID,
      reloadHref: "/admin/etfs#figures",
      current: {
        version: current?.version ?? 0,
        values: current ? etfFiguresFormValues(current) : { asOf: "", sourceUrl: "" },
      },
      sent: version,
      labels: { asOf: "As of", sourceUrl: "Source of the figures" },
      yours: values,
      thing: "date and source",
      intent,
      values,
      saveMerged: (merged) => saveFigures(context, merged),
    });
  }
  return redirect("/admin/etfs?notice=etf-figures-saved");
}

/** The one "as of" row: its key is the constant true. */
const FIGURES_RECORD = { table: etfFigures, id: etfFigures.id, version: etfFigures.version };

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
