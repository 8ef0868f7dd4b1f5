// What the ETF page and /api/etfs need: the table (never failing the page: with storage down the
// error row shows), and a visitor's refresh.
import type { AppLoadContext } from "react-router";
import type { EtfRefreshOutcome, EtfTable } from "#app/lib/etf-table.ts";
import { openOwnConnection } from "#app/server/db/own-connection.server.ts";
import { forgetEdgeCopies } from "#app/server/http/forget-edge-copies.server.ts";
import { readEtfTable } from "#app/server/etf/etf-quote-store.server.ts";
import { buildEtfTable } from "#app/server/etf/etf-table.server.ts";
import { writeEtfProgress } from "#app/server/etf/etf-refresh-progress.server.ts";
import { refreshEtfQuotes } from "#app/server/etf/refresh-etf-quotes.server.ts";

/** The ETF page, its data as a client-side navigation asks for it, and our API. */
export const ETF_PAGE_PATHS = ["/bitcoin-etfs", "/bitcoin-etfs.data", "/api/etfs"];

export async function loadEtfTable(context: AppLoadContext): Promise<{ table: EtfTable; loadFailed: boolean }> {
  try {
    return { table: await readEtfTable(context.db(), context.env.CACHE), loadFailed: false };
  } catch (error) {
    console.error("ETF table", error);
    return { table: buildEtfTable([], [], null), loadFailed: true };
  }
}

/** How long a visitor's request waits for the refresh before answering with the stored table. */
export const VISITOR_WAIT_MS = 3_000;

/**
 * Refreshes unless the data is fresh or the budget is spent. Twelve quotes one second apart take
 * longer than a visitor should wait, so the request answers after VISITOR_WAIT_MS at most
 * ("in-progress") and the refresh goes on under waitUntil, on a database connection of its own
 * (the request's closes with the response).
 */
export async function refreshForVisitor(context: AppLoadContext, request: Request): Promise<EtfRefreshOutcome> {
  const kv = context.env.CACHE;
  const started = { startedAt: new Date().toISOString(), asked: 0, of: 0, quoted: 0 };
  let last = started;
  // Written before the answer, so the page never follows an earlier refresh's progress.
  await writeEtfProgress(kv, { ...started, outcome: null });
  const database = openOwnConnection(context.env.HYPERDRIVE.connectionString);
  const refresh = refreshEtfQuotes(context.env, database.get(), {
    trigger: "visitor",
    // KV takes about one write a second per key: the last answer's progress is left to the outcome's
    // write, and a refused write never stops the refresh.
    onProgress: async (progress) => {
      last = { ...started, ...progress };
      if (progress.asked < progress.of) await writeEtfProgress(kv, { ...last, outcome: null }).catch(() => {});
    },
  })
    .then(async ({ outcome }) => {
      if (outcome === "refreshed")
        await forgetEdgeCopies(new URL(request.url).origin, context.env.SITE_URL, ETF_PAGE_PATHS);
      return outcome;
    })
    .catch((error: unknown): EtfRefreshOutcome => {
      console.error(`ETF refresh: ${error instanceof Error ? error.message : String(error)}`);
      return "failed";
    })
    .then(async (outcome) => {
      await writeEtfProgress(kv, { ...last, outcome }).catch(() => {});
      return outcome;
    })
    .finally(() => database.close());
  context.ctx.waitUntil(refresh);
  let waited: ReturnType<typeof setTimeout> | undefined;
  const answerAnyway = new Promise<EtfRefreshOutcome>((resolve) => {
    waited = setTimeout(() => resolve("in-progress"), VISITOR_WAIT_MS);
  });
  const outcome = await Promise.race([refresh, answerAnyway]);
  clearTimeout(waited);
  return outcome;
}
