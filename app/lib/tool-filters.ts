// The home listing's filters, sort and page, as they live in the URL.
import { z } from "zod";
import { hasControlCharacters } from "#app/lib/control-characters.ts";
import {
  CUSTODY_VALUES,
  KYC_VALUES,
  PLATFORM_VALUES,
  type Custody,
  type Kyc,
  type Platform,
} from "#app/lib/tool-facets.ts";

export const SORTS = ["relevance", "latest", "asc", "desc"] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  relevance: "Relevance",
  latest: "Latest",
  asc: "Name (A-Z)",
  desc: "Name (Z-A)",
};

/** Best matches first while searching, newest first otherwise. */
export function defaultSort(q: string): Sort {
  return q ? "relevance" : "latest";
}

export const HOME_PAGE_SIZE = 30;
export const GRID_PAGE_SIZE = 9;
const MAX_QUERY_LENGTH = 100;

export interface ToolFilters {
  q: string;
  sort: Sort;
  category: string | null;
  custody: Custody | null;
  kyc: Kyc | null;
  openSource: boolean | null;
  lightning: boolean | null;
  platform: Platform | null;
  page: number;
}

const yesNo = z.enum(["yes", "no"]).transform((v) => v === "yes");
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

const schema = z.object({
  q: optional(
    z
      .string()
      .trim()
      .max(MAX_QUERY_LENGTH, `The search text is longer than ${MAX_QUERY_LENGTH} characters.`)
      .refine((q) => !hasControlCharacters(q), "The search text contains a character that is not allowed."),
  ),
  sort: optional(z.enum(SORTS, "Unknown sort order.")),
  category: optional(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Unknown category.")),
  custody: optional(z.enum(CUSTODY_VALUES, "Unknown custody filter.")),
  kyc: optional(z.enum(KYC_VALUES, "Unknown KYC filter.")),
  open_source: optional(yesNo),
  lightning: optional(yesNo),
  platform: optional(z.enum(PLATFORM_VALUES, "Unknown platform.")),
  page: optional(
    z.coerce.number("The page must be a number.").int("The page must be a whole number.").min(1).max(100_000),
  ),
});

export type ParsedFilters = { ok: true; filters: ToolFilters } | { ok: false; message: string };

export function parseToolFilters(params: URLSearchParams): ParsedFilters {
  const raw = Object.fromEntries([...schema.keyof().options].map((key) => [key, params.get(key)]));
  const result = schema.safeParse(raw);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? "Invalid filter." };
  const v = result.data;
  const q = v.q ?? "";
  // Relevance means nothing without a search text.
  const sort = v.sort && !(v.sort === "relevance" && !q) ? v.sort : defaultSort(q);
  return {
    ok: true,
    filters: {
      q,
      sort,
      category: v.category ?? null,
      custody: v.custody ?? null,
      kyc: v.kyc ?? null,
      openSource: v.open_source ?? null,
      lightning: v.lightning ?? null,
      platform: v.platform ?? null,
      page: v.page ?? 1,
    },
  };
}

/** The query string for `filters`, leaving out defaults, so URLs stay short and canonical. */
export function toolFiltersQuery(filters: ToolFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.sort !== defaultSort(filters.q)) params.set("sort", filters.sort);
  if (filters.category) params.set("category", filters.category);
  if (filters.custody) params.set("custody", filters.custody);
  if (filters.kyc) params.set("kyc", filters.kyc);
  if (filters.openSource !== null) params.set("open_source", filters.openSource ? "yes" : "no");
  if (filters.lightning !== null) params.set("lightning", filters.lightning ? "yes" : "no");
  if (filters.platform) params.set("platform", filters.platform);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasActiveFilters(filters: ToolFilters): boolean {
  return toolFiltersQuery({ ...filters, page: 1, sort: defaultSort(filters.q) }) !== "";
}
