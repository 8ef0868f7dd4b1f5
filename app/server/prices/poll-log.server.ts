// One readable log line per price poll that did not simply succeed: the site keeps polling every
// minute without internet, and a stack trace per source per minute buries everything else.
import type { BackfillResult } from "#app/server/prices/history-backfill.server.ts";
import type { RefreshResult } from "#app/server/prices/refresh-prices.server.ts";

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

/** What a poll did, on one line, e.g. "no prices: api.coingecko.com: no answer within 5 s; ...". */
export function describePoll(result: RefreshResult): string {
  if (result.status === "skipped") return `skipped: ${result.reason}`;
  const errors = result.errors.join("; ");
  if (result.status === "failed") return `no prices: ${errors || "the sources answered nothing usable"}`;
  return `${result.currencies} prices updated${errors ? `; ${errors}` : ""}`;
}

export function describeBackfill(result: Extract<BackfillResult, { status: "failed" }>): string {
  return `${result.currency} over ${result.days} days: ${result.error}`;
}
