// One ETF refresh: opens a ledger entry within the daily budget, asks Alpha Vantage for each stored
// fund's ticker one second apart (the free tier allows one call a second), and stores what came
// back. Per ticker: a quote replaces the change and AUM; a rate-limit note or an empty quote means
// 'API limit reached'; an error keeps the stored quote (or the editors' figures) and is only logged. A
// visitor's refresh runs after the response (waitUntil, which lasts about 30 s), so it stops
// asking once another call might not finish within VISITOR_RUN_BUDGET_MS, and stores what it has.
import type { EtfRefreshOutcome } from "#app/lib/etf-table.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { REQUEST_TIMEOUT_MS } from "#app/server/prices/upstream-fetch.server.ts";
import { fetchGlobalQuote } from "#app/server/etf/alpha-vantage-quote.server.ts";
import { listEtfTickers } from "#app/server/etf/etf-funds.server.ts";
import { storeQuotes, type QuoteToStore } from "#app/server/etf/etf-quote-store.server.ts";
import { closeRefresh, openRefresh, type RefreshTrigger } from "#app/server/etf/etf-refresh-ledger.server.ts";

export const QUOTE_SPACING_MS = 1_000;
export const VISITOR_RUN_BUDGET_MS = 20_000;
const DEFAULT_DAILY_LIMIT = 25;

export interface EtfQuotesConfig {
  CACHE: KVNamespace;
  ALPHAVANTAGE_BASE_URL: string;
  ALPHAVANTAGE_API_KEY?: string;
  /** The key's calls per day (the free tier allows 25). */
  ALPHAVANTAGE_DAILY_LIMIT?: string;
}

export interface EtfRefreshResult {
  outcome: EtfRefreshOutcome;
  calls: number;
  quoted: number;
  errors: string[];
}

export function dailyLimit(config: Pick<EtfQuotesConfig, "ALPHAVANTAGE_DAILY_LIMIT">): number {
  const limit = Number(config.ALPHAVANTAGE_DAILY_LIMIT);
  return config.ALPHAVANTAGE_DAILY_LIMIT && Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_DAILY_LIMIT;
}

export async function refreshEtfQuotes(
  config: EtfQuotesConfig,
  db: Database,
  options: { trigger: RefreshTrigger; now?: () => number; spacingMs?: number },
): Promise<EtfRefreshResult> {
  const { trigger, now = Date.now, spacingMs = QUOTE_SPACING_MS } = options;
  const budgetMs = trigger === "visitor" ? VISITOR_RUN_BUDGET_MS : Infinity;
  const skipped = (outcome: EtfRefreshOutcome) => ({ outcome, calls: 0, quoted: 0, errors: [] });
  const apiKey = config.ALPHAVANTAGE_API_KEY;
  if (!apiKey) return skipped("unavailable");

  const tickers = await listEtfTickers(db);
  const opened = await openRefresh(db, {
    trigger,
    calls: tickers.length,
    dailyLimit: dailyLimit(config),
    now: now(),
  });
  if (opened.status === "fresh" || opened.status === "in-progress") return skipped("fresh");
  if (opened.status === "budget-spent") return skipped("budget-spent");

  const quotes: QuoteToStore[] = [];
  const errors: string[] = [];
  let calls = 0;
  let limitReached = false;
  const started = Date.now();
  for (const ticker of tickers) {
    if (limitReached) {
      quotes.push({ ticker, outcome: "no-quote" });
      continue;
    }
    if (Date.now() - started + spacingMs + REQUEST_TIMEOUT_MS > budgetMs) {
      errors.push(`out of time after ${calls} calls: the other tickers keep their figures`);
      break;
    }
    if (calls > 0) await new Promise((resolve) => setTimeout(resolve, spacingMs));
    calls++;
    const answer = await fetchGlobalQuote(config.ALPHAVANTAGE_BASE_URL, apiKey, ticker);
    if (answer.kind === "quote") quotes.push({ ticker, outcome: "quoted", ...answer });
    else if (answer.kind === "empty") quotes.push({ ticker, outcome: "no-quote" });
    else if (answer.kind === "limit") {
      // The rest of today's calls would get the same answer: the remaining tickers are not asked.
      limitReached = true;
      quotes.push({ ticker, outcome: "no-quote" });
      errors.push(`${ticker}: ${answer.message}`);
    } else errors.push(`${ticker}: ${answer.message}`);
  }

  const quoted = quotes.filter((quote) => quote.outcome === "quoted").length;
  try {
    await storeQuotes(db, config.CACHE, quotes, now());
  } finally {
    await closeRefresh(db, opened.id, { calls, limitReached, quoted, now: now() });
  }
  if (errors.length) console.warn("ETF quotes", JSON.stringify(errors));
  return { outcome: quoted > 0 ? "refreshed" : "failed", calls, quoted, errors };
}
