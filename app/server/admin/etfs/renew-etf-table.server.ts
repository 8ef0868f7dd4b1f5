// After an edit of the funds or their "as of" row, the KV copy of the ETF table (what the page and
// /api/etfs read) is rebuilt from the committed rows; if that fails it is dropped, so the next
// request builds it instead of serving the old figures.
import type { AppLoadContext } from "react-router";
import { cacheEtfTable, ETF_TABLE_KEY } from "#app/server/etf/etf-quote-store.server.ts";

export async function renewEtfTable(context: AppLoadContext): Promise<void> {
  try {
    await cacheEtfTable(context.db(), context.env.CACHE);
  } catch (error) {
    console.error("ETF table rebuild", error);
    await context.env.CACHE.delete(ETF_TABLE_KEY);
  }
}
