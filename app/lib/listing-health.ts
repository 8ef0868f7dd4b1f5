// A tool website's health as the listing check records it, and the words the admin pages use for
// it. Shared by the schema, the checker and the admin table.

/** What one check of a website found. */
export const HEALTH_CHECK_OUTCOMES = [
  "ok",
  "http-error",
  "timeout",
  "network-error",
  "redirected-away",
  "too-many-redirects",
] as const;
export type HealthCheckOutcome = (typeof HEALTH_CHECK_OUTCOMES)[number];

export const HEALTH_CHECK_OUTCOME_LABELS: Record<HealthCheckOutcome, string> = {
  ok: "OK",
  "http-error": "HTTP error",
  timeout: "Timed out",
  "network-error": "Network error",
  "redirected-away": "Redirects to another domain",
  "too-many-redirects": "Too many redirects",
};

/**
 * A tool's health from its checks: "ok" when the latest check succeeded, "failing" when checks have
 * failed since the last success but not yet enough to flag it, "needs-review" when flagged (the
 * rule is in the migration that keeps tool_health). A tool never checked has no state.
 */
export const TOOL_HEALTH_STATES = ["ok", "failing", "needs-review"] as const;
export type ToolHealthState = (typeof TOOL_HEALTH_STATES)[number];

/** The admin table's health filter: a state, or the tools not yet checked. */
export const HEALTH_FILTERS = ["needs-review", "failing", "ok", "unchecked"] as const;
export type HealthFilter = (typeof HEALTH_FILTERS)[number];

export const HEALTH_FILTER_LABELS: Record<HealthFilter, string> = {
  "needs-review": "Needs review",
  failing: "Failing",
  ok: "OK",
  unchecked: "Not yet checked",
};

/** A check's outcome in a few words: "HTTP 404", "Timed out", "Redirects to another domain". */
export function outcomeText(outcome: HealthCheckOutcome, statusCode: number | null): string {
  if (outcome === "http-error" && statusCode !== null) return `HTTP ${statusCode}`;
  return HEALTH_CHECK_OUTCOME_LABELS[outcome];
}
