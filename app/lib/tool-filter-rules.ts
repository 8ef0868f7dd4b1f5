// The rules that read a tool list's URL parameters back (the home list's, and those other lists
// share with it: the admin tool table, the contact inbox). Server and loaders only: the browser
// builds the URLs with tool-filters.ts, which has no zod.
import { z } from "zod";
import { hasControlCharacters } from "#app/lib/control-characters.ts";
import {
  CUSTODY_VALUES,
  HARDWARE_SIGNER_VALUES,
  KYC_VALUES,
  PLATFORM_VALUES,
  VALIDATION_VALUES,
  YES_NO_FACET_KEYS,
  YES_NO_FACETS,
  type YesNoFacet,
  type YesNoParam,
} from "#app/lib/tool-facets.ts";
import { ALL_LIFECYCLES, LIFECYCLE_PARAM } from "#app/lib/tool-lifecycle.ts";
import { RELEASED_PARAM, RELEASED_RECENTLY } from "#app/lib/tool-repository.ts";
import { defaultSort, SORTS, type ToolFacets, type ToolFilters } from "#app/lib/tool-filters.ts";

const MAX_QUERY_LENGTH = 100;

/** A URL parameter that may be absent; an empty one (a form's "any" choice) counts as absent. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());
/** A `yes`/`no` URL parameter, read as a boolean; `message` for anything else. */
export const yesNo = (message: string) => z.enum(["yes", "no"], message).transform((v) => v === "yes");

const optionalYesNo = (message: string) => optionalParam(yesNo(message));

/** A rule for each yes/no facet's parameter. */
const yesNoFacetRules = Object.fromEntries(
  YES_NO_FACET_KEYS.map((key) => [
    YES_NO_FACETS[key].param,
    optionalYesNo(`Unknown ${YES_NO_FACETS[key].noun} filter.`),
  ]),
) as Record<YesNoParam, ReturnType<typeof optionalYesNo>>;

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
  ...yesNoFacetRules,
  platform: optionalParam(z.enum(PLATFORM_VALUES, "Unknown platform.")),
  validation: optionalParam(z.enum(VALIDATION_VALUES, "Unknown validation filter.")),
  signer: optionalParam(z.enum(HARDWARE_SIGNER_VALUES, "Unknown hardware signer.")),
  page: optionalParam(
    z.coerce.number("The page must be a number.").int("The page must be a whole number.").min(1).max(100_000),
  ),
};

type ParsedListParams = z.output<z.ZodObject<typeof LIST_PARAM_RULES>>;

/** The facets of parsed list parameters. */
export function facetsOf(
  v: Pick<ParsedListParams, "custody" | "kyc" | "platform" | "validation" | "signer" | YesNoParam>,
): ToolFacets {
  const yesNoFacets = Object.fromEntries(
    YES_NO_FACET_KEYS.map((key) => [key, v[YES_NO_FACETS[key].param] ?? null]),
  ) as Record<YesNoFacet, boolean | null>;
  return {
    custody: v.custody ?? null,
    kyc: v.kyc ?? null,
    ...yesNoFacets,
    platform: v.platform ?? null,
    validation: v.validation ?? null,
    signer: v.signer ?? null,
  };
}

const schema = z.object({
  ...LIST_PARAM_RULES,
  sort: optionalParam(z.enum(SORTS, "Unknown sort order.")),
  [LIFECYCLE_PARAM]: optionalParam(z.literal(ALL_LIFECYCLES, "Unknown lifecycle filter: use all.")),
  [RELEASED_PARAM]: optionalParam(z.literal(RELEASED_RECENTLY, `Unknown release filter: use ${RELEASED_RECENTLY}.`)),
});

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
    filters: {
      q,
      sort,
      category: v.category ?? null,
      ...facetsOf(v),
      includeEnded: v[LIFECYCLE_PARAM] === ALL_LIFECYCLES,
      releasedRecently: v[RELEASED_PARAM] === RELEASED_RECENTLY,
      page: v.page ?? 1,
    },
  };
}
