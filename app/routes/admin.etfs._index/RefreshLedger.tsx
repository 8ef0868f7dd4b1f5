import { AdminTable } from "#app/components/admin/AdminTable.tsx";
import { IntentForm } from "#app/components/admin/IntentForm.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { formatPriceChange } from "#app/lib/etf-figures.ts";
import { ETF_FIGURES_INTENTS } from "#app/lib/etf-rules.ts";
import type { RefreshLedger as Ledger } from "#app/server/admin/etfs/etf-admin-data.server.ts";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });
const when = (at: Date | null) => (at ? `${dateTime.format(at)} UTC` : "—");

const TRIGGER_LABELS: Record<string, string> = { schedule: "Schedule", visitor: "Refresh button" };

/** Why "Refresh now" would not fetch anything, or null when it would. */
function blockedBecause(ledger: Ledger): string | null {
  if (!ledger.hasKey)
    return "No Alpha Vantage key is set (ALPHAVANTAGE_API_KEY), so nothing can be fetched: the page shows the stored figures.";
  if (ledger.limitReached)
    return "Alpha Vantage answered that the key's limit is reached today: nothing more is asked until 00:00 UTC.";
  if (ledger.budgetLeft < ledger.refreshCost)
    return `A refresh needs ${ledger.refreshCost} calls and ${ledger.budgetLeft} are left today: the budget starts again at 00:00 UTC.`;
  return null;
}

/** The Alpha Vantage budget, the latest runs, the last answer per ticker, and "Refresh now". */
export function RefreshLedger({ ledger, busy }: { ledger: Ledger; busy: boolean }) {
  const blocked = blockedBecause(ledger);
  return (
    <>
      <IntentForm
        id="etf-refresh"
        title="Quotes"
        intent={ETF_FIGURES_INTENTS.refresh}
        description={
          <>
            Quotes come from Alpha Vantage after each US market close (20:15 and 21:15 UTC on weekdays) and when someone
            presses the ETF page&apos;s Refresh Data, at most once an hour. A refresh asks one quote per fund, one
            second apart.
          </>
        }
      >
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-900">Calls used today (UTC)</dt>
          <dd data-testid="etf-calls-today">{ledger.callsToday}</dd>
          <dt className="font-medium text-slate-900">Budget left</dt>
          <dd data-testid="etf-budget-left">
            {ledger.budgetLeft} of {ledger.dailyLimit} (ALPHAVANTAGE_DAILY_LIMIT)
          </dd>
          <dt className="font-medium text-slate-900">One refresh costs</dt>
          <dd>{ledger.refreshCost} calls</dd>
        </dl>
        {blocked ? (
          <p className="text-sm text-amber-900" data-testid="etf-refresh-blocked">
            {blocked}
          </p>
        ) : null}
        <SubmitButton busy={busy} busyLabel="Refreshing..." disabled={blocked !== null}>
          Refresh now
        </SubmitButton>
      </IntentForm>

      <h2 className="mt-10 text-lg font-semibold text-slate-900">Recent refreshes</h2>
      {ledger.recent.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No refresh yet.</p>
      ) : (
        <AdminTable
          className="mt-3"
          caption="Recent ETF refreshes, newest first"
          columns={[
            { label: "Started" },
            { label: "Finished" },
            { label: "Started by" },
            { label: "Calls", numeric: true },
            { label: "Quotes", numeric: true },
            { label: "Limit reached" },
          ]}
        >
          {ledger.recent.map((run) => (
            <tr key={run.id} data-testid="etf-refresh-row">
              <td className="whitespace-nowrap px-4 py-3">{when(run.startedAt)}</td>
              <td className="whitespace-nowrap px-4 py-3">{run.finishedAt ? when(run.finishedAt) : "Running"}</td>
              <td className="px-4 py-3">{TRIGGER_LABELS[run.trigger] ?? run.trigger}</td>
              <td className="px-4 py-3 text-right tabular-nums">{run.calls}</td>
              <td className="px-4 py-3 text-right tabular-nums">{run.quoted}</td>
              <td className="px-4 py-3">{run.limitReached ? "Yes" : "No"}</td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h2 className="mt-10 text-lg font-semibold text-slate-900">Last result per ticker</h2>
      {ledger.lastQuotes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No quote stored yet: the page shows the figures above.</p>
      ) : (
        <AdminTable
          className="mt-3"
          caption="The last Alpha Vantage answer for each ticker"
          columns={[
            { label: "Ticker" },
            { label: "Result" },
            { label: "Change", numeric: true },
            { label: "Price", numeric: true },
            { label: "Trading day" },
            { label: "Fetched" },
          ]}
        >
          {ledger.lastQuotes.map((quote) => (
            <tr key={quote.ticker} data-testid="etf-quote-row">
              <th scope="row" className="px-4 py-3 font-mono font-medium">
                {quote.ticker}
              </th>
              <td className="px-4 py-3">{quote.outcome === "quoted" ? "Quote" : "No quote (limit or unknown)"}</td>
              <td className="px-4 py-3 text-right tabular-nums">
                {quote.changePercent === null ? "—" : formatPriceChange(quote.changePercent)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                {quote.price === null ? "—" : `$${quote.price.toFixed(2)}`}
              </td>
              <td className="whitespace-nowrap px-4 py-3">{quote.tradingDay ?? "—"}</td>
              <td className="whitespace-nowrap px-4 py-3">{when(quote.fetchedAt)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
