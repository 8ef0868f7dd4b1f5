// What the ETF page and /api/etfs need: the table (never failing the page: with storage down the
// built-in list shows with the spec's error row), and a visitor's refresh.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { EtfRefreshOutcome, EtfTable } from "~/lib/etf-table";
import { forgetEdgeCopies } from "../http/forget-edge-copies.ts";
import { readEtfTable } from "./etf-quote-store.ts";
import { buildEtfTable } from "./etf-table.ts";
import { refreshEtfQuotes } from "./refresh-etf-quotes.ts";

export const ETF_PAGE_PATHS = ["/bitcoin-etfs", "/bitcoin-etfs?_data=routes%2Fbitcoin-etfs", "/api/etfs"];

export async function loadEtfTable(context: AppLoadContext): Promise<{ table: EtfTable; loadFailed: boolean }> {
  try {
    return { table: await readEtfTable(context.db(), context.env.CACHE), loadFailed: false };
  } catch (error) {
    console.error("ETF table", error);
    return { table: buildEtfTable([]), loadFailed: true };
  }
}

/**
 * Refreshes unless the data is fresh or the budget is spent. The refresh runs under waitUntil, so
 * a visitor who leaves does not cut it off halfway.
 */
export async function refreshForVisitor(context: AppLoadContext, request: Request): Promise<EtfRefreshOutcome> {
  const refresh = refreshEtfQuotes(context.env, context.db(), { trigger: "visitor" });
  context.ctx.waitUntil(refresh.catch(() => undefined));
  try {
    const { outcome } = await refresh;
    if (outcome === "refreshed") await forgetEdgeCopies(new URL(request.url).origin, ETF_PAGE_PATHS);
    return outcome;
  } catch (error) {
    console.error("ETF refresh", error);
    return "failed";
  }
}
