// The home listing's filters, sort and page, as they live in the URL, and the rules of the
// parameters that other tool lists share with it.
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

/** The Bitcoin facets a list can be narrowed by (the home list, and the admin tool table). */
export interface ToolFacets {
  custody: Custody | null;
  kyc: Kyc | null;
  openSource: boolean | null;
  lightning: boolean | null;
  platform: Platform | null;
}

export interface ToolFilters extends ToolFacets {
  q: string;
  sort: Sort;
  category: string | null;
  page: number;
}

/** A URL parameter that may be absent; an empty one (a form's "any" choice) counts as absent. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());
/** A `yes`/`no` URL parameter, read as a boolean; `message` for anything else. */
export const yesNo = (message: string) => z.enum(["yes", "no"], message).transform((v) => v === "yes");

/**
 * The rules of the URL parameters every tool list shares: the search text, the category, the
 * facets and the page. Each list adds its own (the order, and for editors the status).
 */
export const LIST_PARAM_RULES = {
  q: optionalParam(
    z
      .string()
      .trim()
      .max(MAX_QUERY_LENGTH, `The search text is longer than ${MAX_QUERY_LENGTH} characters.`)
      .refine((q) => !hasControlCharacters(q), "The search text contains a character that is not allowed."),
  ),
  category: optionalParam(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Unknown category.")),
  custody: optionalParam(z.enum(CUSTODY_VALUES, "Unknown custody filter.")),
  kyc: optionalParam(z.enum(KYC_VALUES, "Unknown KYC filter.")),
  open_source: optionalParam(yesNo("Unknown open source filter.")),
  lightning: optionalParam(yesNo("Unknown Lightning filter.")),
  platform: optionalParam(z.enum(PLATFORM_VALUES, "Unknown platform.")),
  page: optionalParam(
    z.coerce.number("The page must be a number.").int("The page must be a whole number.").min(1).max(100_000),
  ),
};

type ParsedListParams = z.output<z.ZodObject<typeof LIST_PARAM_RULES>>;

/** The facets of parsed list parameters. */
export function facetsOf(v: Pick<ParsedListParams, "custody" | "kyc" | "open_source" | "lightning" | "platform">) {
  return {
    custody: v.custody ?? null,
    kyc: v.kyc ?? null,
    openSource: v.open_source ?? null,
    lightning: v.lightning ?? null,
    platform: v.platform ?? null,
  } satisfies ToolFacets;
}

/** Sets the facets that are chosen on `params`, in the names the rules read. */
export function setFacetParams(params: URLSearchParams, facets: ToolFacets): void {
  if (facets.custody) params.set("custody", facets.custody);
  if (facets.kyc) params.set("kyc", facets.kyc);
  if (facets.openSource !== null) params.set("open_source", facets.openSource ? "yes" : "no");
  if (facets.lightning !== null) params.set("lightning", facets.lightning ? "yes" : "no");
  if (facets.platform) params.set("platform", facets.platform);
}

const schema = z.object({ ...LIST_PARAM_RULES, sort: optionalParam(z.enum(SORTS, "Unknown sort order.")) });

export type ParsedFilters = { ok: true; filters: ToolFilters } | { ok: false; message: string };

/** The first URL parameter of each rule, read by the rules; the first problem's message when one fails. */
export function readParams<Shape extends z.ZodRawShape>(
  params: URLSearchParams,
  rules: z.ZodObject<Shape>,
): { ok: true; data: z.output<z.ZodObject<Shape>> } | { ok: false; message: string } {
  const raw = Object.fromEntries(Object.keys(rules.shape).map((key) => [key, params.get(key)]));
  const result = rules.safeParse(raw);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? "Invalid filter." };
  return { ok: true, data: result.data };
}

export function parseToolFilters(params: URLSearchParams): ParsedFilters {
  const read = readParams(params, schema);
  if (!read.ok) return read;
  const v = read.data;
  const q = v.q ?? "";
  // Relevance means nothing without a search text.
  const sort = v.sort && !(v.sort === "relevance" && !q) ? v.sort : defaultSort(q);
  return {
    ok: true,
    filters: { q, sort, category: v.category ?? null, ...facetsOf(v), page: v.page ?? 1 },
  };
}

/** The query string for `filters`, leaving out defaults, so URLs stay short and canonical. */
export function toolFiltersQuery(filters: ToolFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.sort !== defaultSort(filters.q)) params.set("sort", filters.sort);
  if (filters.category) params.set("category", filters.category);
  setFacetParams(params, filters);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasActiveFilters(filters: ToolFilters): boolean {
  return toolFiltersQuery({ ...filters, page: 1, sort: defaultSort(filters.q) }) !== "";
}
