import {
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { aumText, expenseRatioText } from "#app/lib/etf-figures.ts";
import { ETF_FIGURES_INTENTS } from "#app/lib/etf-rules.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { etfFiguresAction } from "#app/server/admin/etfs/etf-admin-action.server.ts";
import { fingerprintFields } from "#app/server/admin/edit-merge.server.ts";
import {
  etfFiguresFormValues,
  findAdminEtfFigures,
  readRefreshLedger,
} from "#app/server/admin/etfs/etf-admin-data.server.ts";
import { ETF_FIGURES_ENTITY_ID } from "#app/server/admin/etfs/save-etf-figures.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { listStoredEtfs } from "#app/server/etf/etf-funds.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { EtfFiguresForm } from "#app/routes/admin.etfs._index/EtfFiguresForm.tsx";
import { RefreshLedger } from "#app/routes/admin.etfs._index/RefreshLedger.tsx";

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const db = context.db();
  const [etfs, figures, figuresHistory] = await Promise.all([
    listStoredEtfs(db),
    findAdminEtfFigures(db),
    listEntityHistory(db, "etf", ETF_FIGURES_ENTITY_ID, 10),
  ]);
  const ledger = await readRefreshLedger(db, context.env, etfs.length);
  const figuresBase = figures ? fingerprintFields(etfFiguresFormValues(figures)) : undefined;
  return data({ etfs, figures, figuresBase, figuresHistory, ledger }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return etfFiguresAction(context, request);
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "ETFs");

export default function AdminEtfs() {
  const { etfs, figures, figuresBase, figuresHistory, ledger } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const publicHref = usePublicHref();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">ETFs</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        The funds on{" "}
        <a href={publicHref("/bitcoin-etfs")} className="focus-ring rounded font-medium text-bitcoin-dark underline">
          the ETF page
        </a>
        , with the figures you keep: open a fund to edit it. Quotes only move the AUM by the day&apos;s change. Funds
        cannot be added or removed here yet.
      </p>
      <AdminTable
        caption="The ETF page's funds and their figures"
        columns={[
          { label: "Ticker" },
          { label: "Name" },
          { label: "Asset manager" },
          { label: "AUM", numeric: true },
          { label: "Expense ratio", numeric: true },
          { label: "Type" },
          { label: "First trading day" },
        ]}
      >
        {etfs.map((etf) => (
          <tr key={etf.ticker} data-testid="etf-row">
            <th scope="row" className="px-4 py-3 font-medium">
              <Link
                to={`/admin/etfs/${etf.ticker}`}
                className="focus-ring rounded font-mono text-slate-900 underline-offset-2 hover:underline"
              >
                {etf.ticker}
              </Link>
            </th>
            <td className="px-4 py-3">{etf.name}</td>
            <td className="px-4 py-3">{etf.assetManager}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
              {etf.aumAmount === null || etf.aumUnit === null ? "Not known" : aumText(etf.aumAmount, etf.aumUnit)}
            </td>
            <td className="px-4 py-3 text-right tabular-nums">
              {etf.expenseRatio === null ? "Not known" : expenseRatioText(etf.expenseRatio)}
            </td>
            <td className="px-4 py-3">{etf.type}</td>
            <td className="whitespace-nowrap px-4 py-3 tabular-nums">{etf.firstTradingDay}</td>
          </tr>
        ))}
      </AdminTable>

      <EtfFiguresForm
        figures={figures}
        base={figuresBase}
        history={figuresHistory}
        failed={failed?.intent === ETF_FIGURES_INTENTS.figures ? failed : null}
        busy={busyWith === ETF_FIGURES_INTENTS.figures}
      />
      <RefreshLedger ledger={ledger} busy={busyWith === ETF_FIGURES_INTENTS.refresh} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
