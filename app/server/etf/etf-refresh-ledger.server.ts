// The ledger of ETF refreshes, which keeps them inside the Alpha Vantage key's daily budget.
// A refresh is opened under a transaction-scoped advisory lock, so two requests (or a request and
// the cron) cannot both pass the checks: the second sees the first one's reservation.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { selectList, type RawRow } from "#app/server/db/raw-rows.server.ts";
import { etfRefreshes } from "#app/server/db/schema.server.ts";

/** A visitor's refresh is served from storage when the last one started less than this ago. */
export const FRESH_FOR_MS = 60 * 60_000;
/** A scheduled refresh does not start beside one that began this recently and has not finished. */
const IN_PROGRESS_MS = 5 * 60_000;

export type RefreshTrigger = "schedule" | "visitor";

export type OpenedRefresh =
  | { status: "started"; id: string }
  | { status: "fresh" }
  | { status: "in-progress" }
  | { status: "budget-spent"; callsToday: number };

type LastRefresh = RawRow<Pick<typeof etfRefreshes.$inferSelect, "startedAt" | "finishedAt" | "quoted">>;
/** The sum comes back as numeric text; bool_or of no rows is null. */
type DayUsage = { calls: string; limitReached: boolean | null };

/** Alpha Vantage counts calls per day; the ledger counts them per UTC day. */
export const utcDayStart = (now: number) => {
  const day = new Date(now);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
};

export async function openRefresh(
  db: Database,
  options: { trigger: RefreshTrigger; calls: number; dailyLimit: number; now: number },
): Promise<OpenedRefresh> {
  const { trigger, calls, dailyLimit, now } = options;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('etf-refresh'))`);
    const { startedAt, finishedAt, quoted } = etfRefreshes;
    const [last] = await tx.execute<LastRefresh>(sql`
      SELECT ${selectList({ startedAt, finishedAt, quoted })} FROM ${etfRefreshes} ORDER BY ${startedAt} DESC LIMIT 1`);
    const sinceLast = last ? now - new Date(last.startedAt).getTime() : Infinity;
    // A refresh that brought nothing does not make the data fresh; the budget still limits retries.
    const brought = last && (last.quoted > 0 || !last.finishedAt);
    if (trigger === "visitor" && brought && sinceLast < FRESH_FOR_MS) return { status: "fresh" };
    if (last && !last.finishedAt && sinceLast < IN_PROGRESS_MS) return { status: "in-progress" };

    const [usage] = await tx.execute<DayUsage>(sql`
      SELECT coalesce(sum(${etfRefreshes.calls}), 0) AS calls, bool_or(${etfRefreshes.limitReached}) AS "limitReached"
      FROM ${etfRefreshes} WHERE ${startedAt} >= to_timestamp(${utcDayStart(now) / 1000})`);
    const callsToday = Number(usage?.calls ?? 0);
    if (usage?.limitReached || callsToday + calls > dailyLimit) return { status: "budget-spent", callsToday };

    const [opened] = await tx
      .insert(etfRefreshes)
      .values({ trigger, startedAt: sql`to_timestamp(${now / 1000})`, calls })
      .returning({ id: etfRefreshes.id });
    return { status: "started", id: opened!.id };
  });
}

export async function closeRefresh(
  db: Database,
  id: string,
  result: { calls: number; limitReached: boolean; quoted: number; now: number },
): Promise<void> {
  await db
    .update(etfRefreshes)
    .set({
      finishedAt: sql`to_timestamp(${result.now / 1000})`,
      calls: result.calls,
      limitReached: result.limitReached,
      quoted: result.quoted,
    })
    .where(eq(etfRefreshes.id, id));
}
