// The admin's queue of tool reports (shared by its pages, loaders and actions): the status tab and
// page as they live in the URL, the actions on one report or several, and what the history calls them.
import { z } from "zod";
import type { FormFailure } from "#app/lib/form-result.ts";
import { LIST_PARAM_RULES, optionalParam, readParams } from "#app/lib/tool-filter-rules.ts";
import { REPORT_STATUSES, type ReportStatus } from "#app/lib/tool-reports.ts";
import { isUuid } from "#app/lib/uuid.ts";

export const REPORT_PAGE_SIZE = 25;
export const DEFAULT_REPORT_STATUS: ReportStatus = "open";

export interface ReportQueueQuery {
  status: ReportStatus;
  page: number;
}

const rules = z.object({
  status: optionalParam(z.enum(REPORT_STATUSES, "Unknown status.")),
  page: LIST_PARAM_RULES.page,
});

/** The queue's query from the URL; a value it cannot use is refused with a message that names it. */
export function parseReportQueueQuery(
  params: URLSearchParams,
): { ok: true; query: ReportQueueQuery } | { ok: false; message: string } {
  const read = readParams(params, rules);
  if (!read.ok) return read;
  return { ok: true, query: { status: read.data.status ?? DEFAULT_REPORT_STATUS, page: read.data.page ?? 1 } };
}

/** The query string of `query` ("" or "?..."), without defaults. */
export function reportQueueSearch(query: ReportQueueQuery): string {
  const params = new URLSearchParams();
  if (query.status !== DEFAULT_REPORT_STATUS) params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The buttons of a report's page and of the queue's bulk form. */
export const REPORT_INTENTS = { resolve: "resolve", dismiss: "dismiss" } as const;
export type ReportIntent = (typeof REPORT_INTENTS)[keyof typeof REPORT_INTENTS];

/** What the history calls each change. */
export const REPORT_INTENT_ACTIONS: Record<ReportIntent, string> = { resolve: "resolved", dismiss: "dismissed" };

export const MAX_BULK_REPORTS = 2 * REPORT_PAGE_SIZE;

const INVALID_ID = "The selection holds a report id that is not valid.";

/** The queue's bulk form: the ticked reports (`id`, once per row). */
export const BulkReportsForm = z.object({
  id: z
    .array(z.string(INVALID_ID).refine(isUuid, INVALID_ID))
    .min(1, "Select at least one report.")
    .max(MAX_BULK_REPORTS, `Select at most ${MAX_BULK_REPORTS} reports at a time.`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});

export type BulkReportsFailure = FormFailure<"id"> & { selected: string[] };
