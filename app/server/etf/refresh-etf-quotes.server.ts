// One ETF refresh: opens a ledger entry within the daily budget, asks Alpha Vantage for each stored
// fund's ticker at the key's pace (one call a second unless ALPHAVANTAGE_CALLS_PER_MINUTE says
// otherwise), and stores what came back, each answer on its own. Per ticker: a quote replaces the change and AUM; a rate-limit note
// (or HTTP 429) or an empty quote means 'API limit reached', even over an earlier quote; an error or
// an implausible quote keeps the stored quote (or the editors' figures) and is only logged. A rate
// limit ends the run: the tickers after it are not asked and keep what they have. A
// visitor's refresh runs after the response (waitUntil, which lasts about 30 s), so it stops
// asking once another call might not finish within VISITOR_RUN_BUDGET_MS, and stores what it has.
import type { EtfRefreshOutcome } from "#app/lib/etf-table.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { REQUEST_TIMEOUT_MS } from "#app/server/prices/upstream-fetch.server.ts";
import { fetchGlobalQuote } from "#app/server/etf/alpha-vantage-quote.server.ts";
import { listEtfTickers } from "#app/server/etf/etf-funds.server.ts";
import { cacheEtfTable, storeQuote, type QuoteToStore } from "#app/server/etf/etf-quote-store.server.ts";
import { closeRefresh, openRefresh, type RefreshTrigger } from "#app/server/etf/etf-refresh-ledger.server.ts";

/** Calls a minute when ALPHAVANTAGE_CALLS_PER_MINUTE is not set: one a second. */
const DEFAULT_CALLS_PER_MINUTE = 60;
export const VISITOR_RUN_BUDGET_MS = 20_000;
const DEFAULT_DAILY_LIMIT = 25;

export interface EtfQuotesConfig {
  CACHE: KVNamespace;
  ALPHAVANTAGE_BASE_URL: string;
  ALPHAVANTAGE_API_KEY?: string;
  /** The key's calls per day (the free tier allows 25). */
  ALPHAVANTAGE_DAILY_LIMIT?: string;
  /** The key's calls per minute (paid keys allow 75 and more); one a second when unset. */
  ALPHAVANTAGE_CALLS_PER_MINUTE?: string;
}

export interface EtfRefreshResult {
  outcome: EtfRefreshOutcome;
  calls: number;
  quoted: number;
  errors: string[];
}

/** A setting's value when it is a positive integer, else `fallback`. */
function positiveIntegerOr(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** The pause between two calls, in ms, for the key's calls per minute. */
export function quoteSpacingMs(config: Pick<EtfQuotesConfig, "ALPHAVANTAGE_CALLS_PER_MINUTE">): number {
  return Math.ceil(60_000 / positiveIntegerOr(config.ALPHAVANTAGE_CALLS_PER_MINUTE, DEFAULT_CALLS_PER_MINUTE));
}

export function dailyLimit(config: Pick<EtfQuotesConfig, "ALPHAVANTAGE_DAILY_LIMIT">): number {
  return positiveIntegerOr(config.ALPHAVANTAGE_DAILY_LIMIT, DEFAULT_DAILY_LIMIT);
}

export async function refreshEtfQuotes(
  config: EtfQuotesConfig,
  db: Database,
  options: {
    trigger: RefreshTrigger;
    now?: () => number;
    /** Told after each answer: the funds asked so far, of how many, and the quotes stored. */
    onProgress?: (progress: { asked: number; of: number; quoted: number }) => Promise<void>;
  },
): Promise<EtfRefreshResult> {
  const { trigger, now = Date.now } = options;
  const spacingMs = quoteSpacingMs(config);
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

  const errors: string[] = [];
  let calls = 0;
  let quoted = 0;
  let limitReached = false;
  /** Each answer is stored as it comes; one that Postgres refuses is logged and not counted. */
  const store = async (quote: QuoteToStore) => {
    try {
      await storeQuote(db, quote, now());
      if (quote.outcome === "quoted") quoted++;
    } catch (error) {
      errors.push(`${quote.ticker}: not stored (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  const started = Date.now();
  try {
    for (const ticker of tickers) {
      if (limitReached) {
        await store({ ticker, outcome: "not-asked" });
        continue;
      }
      if (Date.now() - started + spacingMs + REQUEST_TIMEOUT_MS > budgetMs) {
        errors.push(`out of time after ${calls} calls: the other tickers keep their figures`);
        break;
      }
      if (calls > 0) await new Promise((resolve) => setTimeout(resolve, spacingMs));
      calls++;
      const answer = await fetchGlobalQuote(config.ALPHAVANTAGE_BASE_URL, apiKey, ticker);
      if (answer.kind === "quote") await store({ ticker, outcome: "quoted", ...answer });
      else if (answer.kind === "empty") await store({ ticker, outcome: "no-quote" });
      else if (answer.kind === "limit") {
        // The rest of today's calls would get the same answer (an HTTP 429 too): the remaining
        // tickers are not asked.
        limitReached = true;
        await store({ ticker, outcome: "no-quote" });
        errors.push(`${ticker}: ${answer.message}`);
      } else errors.push(`${ticker}: ${answer.message}`);
      await options.onProgress?.({ asked: calls, of: tickers.length, quoted });
    }
    await cacheEtfTable(db, config.CACHE);
  } finally {
    await closeRefresh(db, opened.id, { calls, limitReached, quoted, now: now() });
  }
  if (errors.length) console.warn("ETF quotes", JSON.stringify(errors));
  return { outcome: quoted > 0 ? "refreshed" : "failed", calls, quoted, errors };
}
