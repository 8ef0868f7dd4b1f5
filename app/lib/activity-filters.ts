// The Activity page's filters (an admin, an entity type, a range of days) and page, as they live
// in the URL.
import { z } from "zod";
import { AUDIT_ENTITY_TYPES, type AuditEntityType } from "#app/lib/audit.ts";
import { isCalendarDay } from "#app/lib/calendar-day.ts";

export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityFilters {
  /** The acting admin's user id. */
  admin: string | null;
  type: AuditEntityType | null;
  /** The first and last day shown (UTC, YYYY-MM-DD), each included. */
  from: string | null;
  to: string | null;
  page: number;
}

const day = (label: string) =>
  z.string().refine(isCalendarDay, `The ${label} date must be a real day, written as YYYY-MM-DD.`);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

const schema = z.object({
  admin: optional(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "Unknown admin.")),
  type: optional(z.enum(AUDIT_ENTITY_TYPES, `Unknown entity type. Use ${AUDIT_ENTITY_TYPES.join(", ")}.`)),
  from: optional(day("start")),
  to: optional(day("end")),
  page: optional(
    z.coerce.number("The page must be a number.").int("The page must be a whole number.").min(1).max(100_000),
  ),
});

export function parseActivityFilters(
  params: URLSearchParams,
): { ok: true; filters: ActivityFilters } | { ok: false; message: string } {
  const raw = Object.fromEntries([...schema.keyof().options].map((key) => [key, params.get(key)]));
  const result = schema.safeParse(raw);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? "Invalid filter." };
  const v = result.data;
  if (v.from && v.to && v.from > v.to)
    return { ok: false, message: "The start date must be on or before the end date." };
  return {
    ok: true,
    filters: {
      admin: v.admin ?? null,
      type: v.type ?? null,
      from: v.from ?? null,
      to: v.to ?? null,
      page: v.page ?? 1,
    },
  };
}

/** The query string for `filters`, without defaults. */
export function activitySearch(filters: ActivityFilters): string {
  const params = new URLSearchParams();
  if (filters.admin) params.set("admin", filters.admin);
  if (filters.type) params.set("type", filters.type);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
