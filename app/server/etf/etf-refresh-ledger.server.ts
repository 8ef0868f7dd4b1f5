// The ledger of ETF refreshes, which keeps them inside the Alpha Vantage key's daily budget.
// A refresh is opened under a transaction-scoped advisory lock, so two requests (or a request and
// the cron) cannot both pass the checks: the second sees the first one's reservation.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";

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

type LastRefresh = { started_at: string; finished_at: string | null; quoted: number };
type DayUsage = { calls: string; limit_reached: boolean | null };

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
    const [last] = await tx.execute<LastRefresh>(sql`
      SELECT started_at, finished_at, quoted FROM etf_refreshes ORDER BY started_at DESC LIMIT 1`);
    const sinceLast = last ? now - new Date(last.started_at).getTime() : Infinity;
    // A refresh that brought nothing does not make the data fresh; the budget still limits retries.
    const brought = last && (last.quoted > 0 || !last.finished_at);
    if (trigger === "visitor" && brought && sinceLast < FRESH_FOR_MS) return { status: "fresh" };
    if (last && !last.finished_at && sinceLast < IN_PROGRESS_MS) return { status: "in-progress" };

    const [usage] = await tx.execute<DayUsage>(sql`
      SELECT coalesce(sum(calls), 0) AS calls, bool_or(limit_reached) AS limit_reached
      FROM etf_refreshes WHERE started_at >= to_timestamp(${utcDayStart(now) / 1000})`);
    const callsToday = Number(usage?.calls ?? 0);
    if (usage?.limit_reached || callsToday + calls > dailyLimit) return { status: "budget-spent", callsToday };

    const [opened] = await tx.execute<{ id: string }>(sql`
      INSERT INTO etf_refreshes (trigger, started_at, calls)
      VALUES (${trigger}, to_timestamp(${now / 1000}), ${calls}) RETURNING id`);
    return { status: "started", id: opened!.id };
  });
}

export async function closeRefresh(
  db: Database,
  id: string,
  result: { calls: number; limitReached: boolean; quoted: number; now: number },
): Promise<void> {
  await db.execute(sql`
    UPDATE etf_refreshes
    SET finished_at = to_timestamp(${result.now / 1000}), calls = ${result.calls},
        limit_reached = ${result.limitReached}, quoted = ${result.quoted}
    WHERE id = ${id}`);
}
