// A tool website's health as the listing check records it, and the words the admin pages use for
// it. Shared by the schema, the checker and the admin table.
import { adminDate } from "#app/lib/admin-dates.ts";
import { countLabel } from "#app/lib/plural.ts";

/** What one check of a website found. */
export const HEALTH_CHECK_OUTCOMES = [
  "ok",
  "http-error",
  "timeout",
  "network-error",
  "redirected-away",
  "too-many-redirects",
  "refused-address",
] as const;
export type HealthCheckOutcome = (typeof HEALTH_CHECK_OUTCOMES)[number];

export const HEALTH_CHECK_OUTCOME_LABELS: Record<HealthCheckOutcome, string> = {
  ok: "OK",
  "http-error": "HTTP error",
  timeout: "Timed out",
  "network-error": "Network error",
  "redirected-away": "Redirects to another domain",
  "too-many-redirects": "Too many redirects",
  "refused-address": "Not a public address",
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

/** A tool's row of tool_health, as the admin pages read it (dates as loader data carries them). */
export interface ToolHealthSummary {
  state: ToolHealthState;
  lastCheckedAt: string | Date;
  lastOutcome: HealthCheckOutcome;
  lastStatusCode: number | null;
  failures: number;
  failingSince: string | Date | null;
  redirectUrl: string | null;
}

/** The health in a word or two and why, for the admin table and the tool's edit page. */
export function describeHealth(health: ToolHealthSummary | null): { label: string; reason: string } {
  if (!health) return { label: HEALTH_FILTER_LABELS.unchecked, reason: "" };
  const last = outcomeText(health.lastOutcome, health.lastStatusCode);
  const since = `${countLabel(health.failures, "failed check")} since ${adminDate(health.failingSince)}`;
  switch (health.state) {
    case "ok":
      return { label: HEALTH_FILTER_LABELS.ok, reason: `Checked ${adminDate(health.lastCheckedAt)}` };
    case "failing":
      return { label: HEALTH_FILTER_LABELS.failing, reason: `${last}: ${since}` };
    case "needs-review":
      return {
        label: HEALTH_FILTER_LABELS["needs-review"],
        reason: health.redirectUrl ? `Redirects to ${health.redirectUrl}` : `${last}: ${since}`,
      };
  }
}
