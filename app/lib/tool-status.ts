// What a tool's (or a subscriber's) status is called on the site.
import type { ToolStatus } from "#app/lib/tool-facets.ts";
import { MONTH_NAMES, utcClockTime } from "#app/lib/date-in-words.ts";

export const TOOL_STATUS_LABELS: Record<ToolStatus, string> = {
  draft: "Draft",
  pending: "Pending review",
  published: "Published",
  rejected: "Rejected",
  archived: "Archived",
};

/** A newsletter subscriber's statuses; one who has not confirmed yet reads like a pending tool. */
export const SUBSCRIBER_STATUS_LABELS: Record<string, string> = {
  pending: TOOL_STATUS_LABELS.pending,
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

/** The label of a tool status, or the status itself when it has none. */
export function toolStatusLabel(status: string): string {
  return TOOL_STATUS_LABELS[status as ToolStatus] ?? status;
}

/** The label of a subscriber status, or the status itself when it has none. */
export function subscriberStatusLabel(status: string): string {
  return SUBSCRIBER_STATUS_LABELS[status] ?? status;
}

/**
 * What an unpublished tool's page tells the only people who can see it. A tool with a date to go
 * live is approved, whatever its status says, and no longer waits for review.
 */
export function unpublishedToolNotice(status: Exclude<ToolStatus, "published">, publishAt?: string | null): string {
  if (publishAt && status !== "archived")
    return `This tool is approved and goes live on ${publicationTimeLabel(new Date(publishAt))}. Until then, only the person who submitted it and the editors can see this page.`;
  const state = status === "draft" ? "a draft" : TOOL_STATUS_LABELS[status].toLowerCase();
  return `This tool is ${state}. Only the person who submitted it and the editors can see this page.`;
}

/**
 * When a scheduled tool goes live, in UTC: "1 December 2026, 14:30 UTC". Spelled out by hand so
 * the server and every browser write it alike.
 */
export function publicationTimeLabel(at: Date): string {
  return `${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${utcClockTime(at)} UTC`;
}
