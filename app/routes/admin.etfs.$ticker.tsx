import { ETF_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import {
  Form,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AuditHistory } from "#app/components/admin/AuditHistory.tsx";
import { EditConflictPanel, VersionField } from "#app/components/admin/EditConflictPanel.tsx";
import { EtfFigureSourceFields } from "#app/components/admin/EtfFigureSourceFields.tsx";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { useUnsavedChanges } from "#app/components/admin/use-unsaved-changes.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { FormField } from "#app/components/form/FormField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { ETF_LIMITS, MAX_EXPENSE_RATIO, type EtfField } from "#app/lib/etf-rules.ts";
import { ETF_AUM_UNITS, ETF_TYPES } from "#app/lib/etf-table.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { editEtfAction } from "#app/server/admin/etfs/etf-admin-action.server.ts";
import { fingerprintFields } from "#app/server/admin/edit-merge.server.ts";
import { etfFormValues, findAdminEtf } from "#app/server/admin/etfs/etf-admin-data.server.ts";
import { ETF_FIGURES_ENTITY_ID } from "#app/server/admin/etfs/save-etf-figures.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

const TICKER = /^[A-Z]{1,5}$/;

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  // The history links the "as of" row's changes here; that form is on the list.
  if (params.ticker === ETF_FIGURES_ENTITY_ID) throw redirect("/admin/etfs#figures");
  if (!TICKER.test(params.ticker ?? "")) throw notFound(ETF_NOT_FOUND);
  const db = context.db();
  const etf = await findAdminEtf(db, params.ticker!);
  if (!etf) throw notFound(ETF_NOT_FOUND);
  const history = await listEntityHistory(db, "etf", etf.ticker);
  const base = fingerprintFields(etfFormValues(etf));
  return data({ etf, base, history }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!TICKER.test(params.ticker ?? "")) throw notFound(ETF_NOT_FOUND);
  return editEtfAction(context, request, params.ticker!);
}

const FORM_ID = "etf-editor";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `${data.etf.ticker} · ETFs` : ETF_NOT_FOUND);

export default function EditEtf() {
  const { etf, base, history } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const publicHref = usePublicHref();
  const errors: Partial<Record<EtfField, string>> = failed?.fieldErrors ?? {};
  const conflict = failed && "conflict" in failed ? (failed.conflict ?? null) : null;
  useUnsavedChanges(FORM_ID, Boolean(failed));
  const value = (field: EtfField) => (failed ? (failed.values[field] ?? "") : String(etf[field] ?? ""));
  const select = (field: "aumUnit" | "type", label: string, options: readonly string[]) => (
    <FormField id={field} label={label} error={errors[field]}>
      {(control) => (
        <select {...control} defaultValue={value(field)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <div className="max-w-2xl">
      <BackLink to="/admin/etfs">All ETFs</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">
        {etf.name} <span className="font-mono text-xl text-slate-600">{etf.ticker}</span>
      </h1>
      <p className="mt-2 text-slate-600">
        The ticker names the fund and its quotes, so it is not edited here. Each figure carries the day it is true on
        and its source; the page&apos;s footer date is set on{" "}
        <Link to="/admin/etfs#figures" className="focus-ring rounded font-medium text-bitcoin-dark hover:underline">
          the ETF list
        </Link>
        .{" "}
        <a
          href={publicHref("/bitcoin-etfs")}
          className="focus-ring rounded font-medium text-bitcoin-dark hover:underline"
        >
          View the ETF page
        </a>
      </p>

      <div className="mt-6">{conflict ? <EditConflictPanel conflict={conflict} formId={FORM_ID} /> : null}</div>
      {/* Keyed by the saved fund, so the fields show what was saved once the page reloads its data. */}
      <Form id={FORM_ID} key={JSON.stringify(etf)} method="post" className="space-y-4" noValidate>
        <CsrfField />
        <VersionField loaded={etf.version} base={base} conflict={conflict} />
        <TextField id="name" label="Name" defaultValue={value("name")} limit={ETF_LIMITS.name} error={errors.name} />
        <TextField
          id="assetManager"
          label="Asset manager"
          defaultValue={value("assetManager")}
          limit={ETF_LIMITS.assetManager}
          error={errors.assetManager}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="aumAmount"
            label="Assets under management"
            hint="A number, such as 53 or 4.43, in the unit beside it; empty when no filing states it."
            inputMode="decimal"
            defaultValue={value("aumAmount")}
            error={errors.aumAmount}
          />
          {select("aumUnit", "AUM unit", ETF_AUM_UNITS)}
        </div>
        <TextField
          id="expenseRatio"
          label="Expense ratio (% a year)"
          hint={`From 0 to ${MAX_EXPENSE_RATIO}, such as 0.25; empty when no filing states it.`}
          inputMode="decimal"
          defaultValue={value("expenseRatio")}
          error={errors.expenseRatio}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {select("type", "Type", ETF_TYPES)}
          <TextField
            id="exchange"
            label="Exchange"
            defaultValue={value("exchange")}
            limit={ETF_LIMITS.exchange}
            error={errors.exchange}
          />
        </div>
        <TextField
          id="firstTradingDay"
          label="First trading day"
          type="date"
          defaultValue={value("firstTradingDay")}
          error={errors.firstTradingDay}
        />
        <FormField id="notes" label="Notes" hint={`At most ${ETF_LIMITS.notes} characters.`} error={errors.notes}>
          {(control) => <textarea {...control} rows={4} defaultValue={value("notes")} />}
        </FormField>
        <EtfFigureSourceFields value={value} errors={errors} />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Saving...">
          Save changes
        </SubmitButton>
      </Form>

      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
