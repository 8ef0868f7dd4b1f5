import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import type { FormEvent } from "react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { EtfInfoPanel } from "#app/components/etf/EtfInfoPanel.tsx";
import { EtfTable } from "#app/components/etf/EtfTable.tsx";
import { useEtfRefresh } from "#app/components/etf/useEtfRefresh.ts";
import { NO_QUOTES_TEXT } from "#app/lib/etf-table.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { loadEtfTable } from "#app/server/etf/etf-page-data.server.ts";
import { etfRefreshAction } from "#app/server/etf/etf-refresh-action.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import type { IntlHandle } from "#app/lib/intl-warm-up.ts";

const PATH = "/bitcoin-etfs";

export async function loader({ context }: LoaderFunctionArgs) {
  // Without a quotes key a refresh cannot fetch anything: the page offers none.
  const quotesConnected = Boolean(context.env.ALPHAVANTAGE_API_KEY);
  return data({ ...(await loadEtfTable(context)), quotesConnected }, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

/** 'Refresh Data' without JavaScript: the page comes back with the outcome and the table. */
export async function action({ request, context }: ActionFunctionArgs) {
  return data(await etfRefreshAction(context, request), { headers: { "Cache-Control": "no-store" } });
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

/** "Data last updated" in the visitor's own time, written with Intl as the page hydrates. */
export const handle: IntlHandle = { formatsWithIntl: true };

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const siteName = siteNameFrom(matches);
  return shareMeta(matches, {
    title: `Bitcoin ETFs - Top Bitcoin Exchange Traded Funds | ${siteName}`,
    description:
      "Compare the US Bitcoin ETFs: issuers, spot or futures, exchanges, launch dates, assets under management, the latest price change and fees.",
    path: PATH,
  });
};

export default function BitcoinEtfs() {
  const loaded = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>();
  const { table, status, progress, refresh } = useEtfRefresh(loaded.table, loaded.loadFailed);
  // Without JavaScript the browser posts the form itself; with it, the hook tracks the request.
  const busy = status === "loading";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void refresh(new FormData(event.currentTarget as HTMLFormElement));
  };

  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Bitcoin ETFs</h1>
          <p className="mt-3 text-lg text-slate-600">
            Exchange-traded funds let you hold bitcoin, or bitcoin futures, through an ordinary brokerage account. This
            table compares the funds listed in the United States: who runs them, what they hold, where they trade, how
            large they are and what they charge each year.
          </p>
        </div>
        {loaded.quotesConnected ? (
          <form method="post" onSubmit={submit}>
            <CsrfField />
            <Button type="submit" disabled={busy} variant="accent" size="sm">
              <Icon name="refresh-cw" className={`h-4 w-4 ${busy ? "animate-spin" : ""}`} />
              Refresh Data
            </Button>
          </form>
        ) : (
          <p className="max-w-sm text-sm text-slate-600">{NO_QUOTES_TEXT}</p>
        )}
      </div>
      {submitted ? (
        <FormAlert tone={submitted.message.ok ? "success" : "error"} title={submitted.message.text} className="mt-6" />
      ) : null}

      <EtfTable etfs={table.etfs} btcHeldTotal={table.btcHeldTotal} status={status} progress={progress} />
      <EtfInfoPanel table={table} />
    </div>
  );
}
