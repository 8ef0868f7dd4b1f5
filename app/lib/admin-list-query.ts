// The query of a plain admin list: a search text, a filter picked from a fixed set, a page number,
// all in the URL. Shared by the users and newsletter lists (and the browser); and the address a
// list redirects to, which the messages and reports lists share.
import { z } from "zod";
import { hasControlCharacters } from "#app/lib/control-characters.ts";

const MAX_QUERY_LENGTH = 100;

export interface AdminListQuery<Filter extends string> {
  q: string;
  /** "" for no filter. */
  filter: Filter | "";
  page: number;
}

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** Reads `q`, the filter parameter `filterName` (one of `filters`) and `page` from the URL. */
export function parseAdminListQuery<Filter extends string>(
  params: URLSearchParams,
  filterName: string,
  filters: readonly [Filter, ...Filter[]],
): { ok: true; query: AdminListQuery<Filter> } | { ok: false; message: string } {
  const schema = z.object({
    q: optional(
      z
        .string()
        .trim()
        .max(MAX_QUERY_LENGTH, `The search text is longer than ${MAX_QUERY_LENGTH} characters.`)
        .refine((q) => !hasControlCharacters(q), "The search text contains a character that is not allowed."),
    ),
    filter: optional(z.enum(filters, `Unknown ${filterName}. Use ${filters.join(", ")}.`)),
    page: optional(
      z.coerce.number("The page must be a number.").int("The page must be a whole number.").min(1).max(100_000),
    ),
  });
  const result = schema.safeParse({ q: params.get("q"), filter: params.get(filterName), page: params.get("page") });
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? "Invalid list." };
  const { q = "", filter = "", page = 1 } = result.data;
  return { ok: true, query: { q, filter: filter as Filter | "", page } };
}

/** The query string of a list, without defaults. */
export function adminListSearch(query: AdminListQuery<string>, filterName: string): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.filter) params.set(filterName, query.filter);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A list's address: `path` with its `search` ("" or "?..."), keeping a notice the current URL carries. */
export function listHrefKeepingNotice(path: string, search: string, current: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  const notice = current.get("notice");
  if (notice) kept.set("notice", notice);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
