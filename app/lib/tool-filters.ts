// The home listing's filters, sort and page, as they live in the URL. The browser builds links from
// them, so this module stays free of zod: the rules that read them back are in tool-filter-rules.ts.
import { ALL_LIFECYCLES, LIFECYCLE_PARAM } from "#app/lib/tool-lifecycle.ts";
import { RELEASED_PARAM, RELEASED_RECENTLY } from "#app/lib/tool-repository.ts";
import {
  YES_NO_FACET_KEYS,
  YES_NO_FACETS,
  type Custody,
  type HardwareSigner,
  type Kyc,
  type Platform,
  type Validation,
  type YesNoFacet,
} from "#app/lib/tool-facets.ts";
import { formatNumber } from "#app/lib/en-us-numbers.ts";

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

/**
 * A search lists at most this many tools, and counts no further: more matches show as "1,000+
 * results", and the pages stop there. So a search costs the same in a catalogue of any size.
 */
export const SEARCH_COUNT_CAP = 1000;

/** The count a list shows: "1,000+" past the search cap. */
export function resultCountLabel(total: number, capped: boolean): string {
  const count = capped ? `${formatNumber(SEARCH_COUNT_CAP)}+` : String(total);
  return `${count} ${total === 1 && !capped ? "result" : "results"}`;
}

/** The Bitcoin facets a list can be narrowed by (the home list, and the admin tool table). */
export type ToolFacets = Record<YesNoFacet, boolean | null> & {
  custody: Custody | null;
  kyc: Kyc | null;
  platform: Platform | null;
  validation: Validation | null;
  /** Tools that sign with a hardware signer this way. */
  signer: HardwareSigner | null;
};

/** No facet chosen. */
export const NO_FACETS: ToolFacets = {
  custody: null,
  kyc: null,
  ...(Object.fromEntries(YES_NO_FACET_KEYS.map((key) => [key, null])) as Record<YesNoFacet, null>),
  platform: null,
  validation: null,
  signer: null,
};

export type ToolFilters = ToolFacets & {
  q: string;
  sort: Sort;
  category: string | null;
  /** Discontinued and shut-down tools too (`?lifecycle=all`); the default lists leave them out. */
  includeEnded: boolean;
  /** Only tools whose repository published a release in the last 12 months (`?released=12m`). */
  releasedRecently: boolean;
  page: number;
};

/** Sets the facets that are chosen on `params`, in the names the rules read. */
export function setFacetParams(params: URLSearchParams, facets: ToolFacets): void {
  if (facets.custody) params.set("custody", facets.custody);
  if (facets.kyc) params.set("kyc", facets.kyc);
  for (const key of YES_NO_FACET_KEYS) {
    const value = facets[key];
    if (value !== null) params.set(YES_NO_FACETS[key].param, value ? "yes" : "no");
  }
  if (facets.platform) params.set("platform", facets.platform);
  if (facets.validation) params.set("validation", facets.validation);
  if (facets.signer) params.set("signer", facets.signer);
}

/** The query string for `filters`, leaving out defaults, so URLs stay short and canonical. */
export function toolFiltersQuery(filters: ToolFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.sort !== defaultSort(filters.q)) params.set("sort", filters.sort);
  if (filters.category) params.set("category", filters.category);
  setFacetParams(params, filters);
  if (filters.includeEnded) params.set(LIFECYCLE_PARAM, ALL_LIFECYCLES);
  if (filters.releasedRecently) params.set(RELEASED_PARAM, RELEASED_RECENTLY);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasActiveFilters(filters: ToolFilters): boolean {
  return toolFiltersQuery({ ...filters, page: 1, sort: defaultSort(filters.q) }) !== "";
}
