// What the admin's ETF pages show: the funds as stored, the "as of" row, and the refresh ledger
// (the day's calls against the key's budget, the latest runs, the last answer per ticker).
import { desc, eq, sql } from "drizzle-orm";
import { EtfForm, type EtfField } from "#app/lib/etf-rules.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { etfFigures, etfQuotes, etfRefreshes, etfs } from "#app/server/db/schema.server.ts";
import { storedEtfColumns, type EtfFiguresRow, type StoredEtf } from "#app/server/etf/etf-funds.server.ts";
import { utcDayStart } from "#app/server/etf/etf-refresh-ledger.server.ts";
import { dailyLimit, type EtfQuotesConfig } from "#app/server/etf/refresh-etf-quotes.server.ts";

const RECENT_REFRESHES = 10;

/** A fund as its edit page shows it: its stored figures and the version its form carries. */
export async function findAdminEtf(db: Database, ticker: string): Promise<(StoredEtf & { version: number }) | null> {
  const [row] = await db
    .select({ ...storedEtfColumns, version: etfs.version })
    .from(etfs)
    .where(eq(etfs.ticker, ticker));
  return row ?? null;
}

/** The "as of" row as its form shows it, with the version the form carries; null before the first save. */
export async function findAdminEtfFigures(db: Database): Promise<(EtfFiguresRow & { version: number }) | null> {
  const [row] = await db
    .select({ asOf: etfFigures.asOf, sourceUrl: etfFigures.sourceUrl, version: etfFigures.version })
    .from(etfFigures);
  return row ?? null;
}

/** The fund form's fields as it shows them, which a stale save compares. */
export function etfFormValues(etf: StoredEtf): Record<string, string> {
  const fields = Object.keys(EtfForm.shape) as EtfField[];
  return Object.fromEntries(fields.map((field) => [field, String(etf[field] ?? "")]));
}

/** The "as of" form's fields as it shows them, which a stale save compares. */
export function etfFiguresFormValues(figures: EtfFiguresRow): Record<string, string> {
  return { asOf: figures.asOf, sourceUrl: figures.sourceUrl ?? "" };
}

export interface RefreshLedger {
  hasKey: boolean;
  dailyLimit: number;
  callsToday: number;
  /** The service said the key's limit is reached today: nothing more is asked until tomorrow (UTC). */
  limitReached: boolean;
  budgetLeft: number;
  /** Calls one refresh reserves: one per fund. */
  refreshCost: number;
  recent: {
    id: string;
    trigger: string;
    startedAt: Date;
    finishedAt: Date | null;
    calls: number;
    quoted: number;
    limitReached: boolean;
  }[];
  lastQuotes: {
    ticker: string;
    outcome: string;
    changePercent: number | null;
    price: number | null;
    tradingDay: string | null;
    fetchedAt: Date;
  }[];
}

export async function readRefreshLedger(
  db: Database,
  config: Pick<EtfQuotesConfig, "ALPHAVANTAGE_API_KEY" | "ALPHAVANTAGE_DAILY_LIMIT">,
  fundCount: number,
  now = Date.now(),
): Promise<RefreshLedger> {
  const [usage, recent, lastQuotes] = await Promise.all([
    db
      .select({
        calls: sql<number>`coalesce(sum(${etfRefreshes.calls}), 0)::int`,
        limitReached: sql<boolean>`coalesce(bool_or(${etfRefreshes.limitReached}), false)`,
      })
      .from(etfRefreshes)
      .where(sql`${etfRefreshes.startedAt} >= to_timestamp(${utcDayStart(now) / 1000})`),
    db.select().from(etfRefreshes).orderBy(desc(etfRefreshes.startedAt)).limit(RECENT_REFRESHES),
    db
      .select({
        ticker: etfQuotes.ticker,
        outcome: etfQuotes.outcome,
        changePercent: etfQuotes.changePercent,
        price: etfQuotes.price,
        tradingDay: etfQuotes.tradingDay,
        fetchedAt: etfQuotes.fetchedAt,
      })
      .from(etfQuotes),
  ]);
  const limit = dailyLimit(config);
  const callsToday = usage[0]?.calls ?? 0;
  const limitReached = usage[0]?.limitReached ?? false;
  return {
    hasKey: Boolean(config.ALPHAVANTAGE_API_KEY),
    dailyLimit: limit,
    callsToday,
    limitReached,
    budgetLeft: limitReached ? 0 : Math.max(0, limit - callsToday),
    refreshCost: fundCount,
    recent,
    lastQuotes,
  };
}
