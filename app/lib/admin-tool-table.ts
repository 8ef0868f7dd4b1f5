// The admin tool table's search, filters, order and page, as they live in the URL, and the
// bulk actions on its selected rows. Shared by the page, its loader and its action.
import { z } from "zod";
import { COVERAGE_GAPS, type CoverageGap } from "#app/lib/catalogue-coverage.ts";
import { HEALTH_FILTERS, type HealthFilter } from "#app/lib/listing-health.ts";
import { TOOL_STATUSES } from "#app/lib/tool-facets.ts";
import { facetsOf, LIST_PARAM_RULES, optionalParam, readParams, yesNo } from "#app/lib/tool-filter-rules.ts";
import { setFacetParams, type ToolFacets } from "#app/lib/tool-filters.ts";

export const ADMIN_TOOL_PAGE_SIZE = 50;

/** Newest change first by default; name A-Z; newest tool first; status A-Z (labels and values sort alike). */
export const ADMIN_TOOL_SORTS = ["updated", "name", "created", "status"] as const;
export type AdminToolSort = (typeof ADMIN_TOOL_SORTS)[number];
export const DEFAULT_ADMIN_TOOL_SORT: AdminToolSort = "updated";
export const ADMIN_TOOL_SORT_LABELS: Record<AdminToolSort, string> = {
  updated: "Last updated",
  name: "Name (A-Z)",
  created: "Newest first",
  status: "Status",
};

/** A status, or "scheduled": the tools with a publication date set, whatever their status. */
export const ADMIN_STATUS_FILTERS = [...TOOL_STATUSES, "scheduled"] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

export interface AdminToolTableQuery extends ToolFacets {
  q: string;
  status: AdminStatusFilter | null;
  /** A category slug. */
  category: string | null;
  featured: boolean | null;
  /** The website's health as the listing check found it, or "unchecked". */
  health: HealthFilter | null;
  /** A gap in the tool's data, as the coverage page counts them. */
  gap: CoverageGap | null;
  sort: AdminToolSort;
  page: number;
}

const rules = z.object({
  ...LIST_PARAM_RULES,
  status: optionalParam(z.enum(ADMIN_STATUS_FILTERS, "Unknown status.")),
  featured: optionalParam(yesNo("Unknown featured filter.")),
  health: optionalParam(z.enum(HEALTH_FILTERS, "Unknown health filter.")),
  gap: optionalParam(z.enum(COVERAGE_GAPS, "Unknown coverage gap.")),
  sort: optionalParam(z.enum(ADMIN_TOOL_SORTS, "Unknown sort order.")),
});

/** The parameters the table reads; any other one (`index`, `notice`...) is left alone. */
export const ADMIN_TOOL_TABLE_PARAMS: readonly string[] = Object.keys(rules.shape);

export type ParsedAdminToolTable = { ok: true; query: AdminToolTableQuery } | { ok: false; message: string };

/**
 * The table's query from the URL: an empty parameter is no filter, a parameter the table does not
 * know is ignored, and a value it cannot use is refused with a message that names it.
 */
export function parseAdminToolTable(params: URLSearchParams): ParsedAdminToolTable {
  const read = readParams(params, rules);
  if (!read.ok) return read;
  const v = read.data;
  return {
    ok: true,
    query: {
      q: v.q ?? "",
      status: v.status ?? null,
      category: v.category ?? null,
      featured: v.featured ?? null,
      health: v.health ?? null,
      gap: v.gap ?? null,
      ...facetsOf(v),
      sort: v.sort ?? DEFAULT_ADMIN_TOOL_SORT,
      page: v.page ?? 1,
    },
  };
}

/** The query string of `query` ("" or "?..."), without defaults, so each view has one short URL. */
export function adminToolTableSearch(query: AdminToolTableQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.category) params.set("category", query.category);
  if (query.featured !== null) params.set("featured", query.featured ? "yes" : "no");
  if (query.health) params.set("health", query.health);
  if (query.gap) params.set("gap", query.gap);
  setFacetParams(params, query);
  if (query.sort !== DEFAULT_ADMIN_TOOL_SORT) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Whether anything narrows the table (the order and the page do not). */
export function hasAdminToolFilters(query: AdminToolTableQuery): boolean {
  return adminToolTableSearch({ ...query, sort: DEFAULT_ADMIN_TOOL_SORT, page: 1 }) !== "";
}

/** Whether the URL carries a table parameter sent empty (the filter form without JavaScript sends every field). */
export function hasEmptyTableParams(params: URLSearchParams): boolean {
  return ADMIN_TOOL_TABLE_PARAMS.some((name) => params.get(name)?.trim() === "");
}

// --- Bulk actions ---------------------------------------------------------------------------

export const BULK_TOOL_INTENTS = {
  publish: "publish",
  archive: "archive",
  feature: "feature",
  unfeature: "unfeature",
} as const;
export type BulkToolIntent = (typeof BULK_TOOL_INTENTS)[keyof typeof BULK_TOOL_INTENTS];

export const BULK_TOOL_INTENT_LABELS: Record<BulkToolIntent, string> = {
  publish: "Publish",
  archive: "Archive",
  feature: "Feature",
  unfeature: "Unfeature",
};

/** The most rows one bulk action takes: two pages of the table. */
export const MAX_BULK_TOOLS = 100;

const INVALID_ID = "The selection holds a tool id that is not valid.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The bulk form: the chosen action (`intent`) and the ticked rows (`id`, once per row). An action
 * that is not one of ours is not a field error: the route answers it with a plain 400.
 */
export const BulkToolForm = z.object({
  intent: z.string().min(1, "Choose an action to apply."),
  /** Archiving takes tools off the site: the form must say it means it ("archive"), as deleting does. */
  confirm: z.string().optional(),
  id: z
    .array(z.string(INVALID_ID).regex(UUID, INVALID_ID))
    .min(1, "Select at least one tool.")
    .max(MAX_BULK_TOOLS, `Select at most ${MAX_BULK_TOOLS} tools at a time.`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});

export type BulkToolField = keyof z.input<typeof BulkToolForm>;

/** The bulk form as posted, for `BulkToolForm`: `id` comes once per ticked row. */
export function bulkToolInput(form: FormData): Record<BulkToolField, unknown> {
  return { intent: form.get("intent") ?? "", id: form.getAll("id"), confirm: form.get("confirm") ?? undefined };
}

/** The field message of an archive not yet confirmed: how many tools it would take off the site. */
export const confirmArchiveMessage = (count: number) =>
  `Archiving takes ${count === 1 ? "the selected tool" : `the ${count} selected tools`} off the site. Tick the box below and apply again to archive.`;

/** How many of the selected tools an action left as they were, carried beside its notice. */
export const SKIPPED_PARAM = "skipped";

export function isBulkToolIntent(value: string): value is BulkToolIntent {
  return (Object.values(BULK_TOOL_INTENTS) as string[]).includes(value);
}
