// A request for the open data (JSON or CSV): its parameters read, the client's rate limit counted,
// and the answer with CORS, so any site's scripts may read it. Copies live at the edge, so only
// requests the edge has not answered count towards the limit.
import type { AppLoadContext } from "react-router";
import { OPEN_DATA_PAGE_SIZE, OPEN_DATA_RATE_LIMIT } from "#app/lib/open-data.ts";
import { parseToolFilters } from "#app/lib/tool-filter-rules.ts";
import type { ToolFilters } from "#app/lib/tool-filters.ts";
import { OPEN_DATA } from "#app/server/http/cache-control.server.ts";
import { listOpenDataTools, type OpenDataPage } from "#app/server/open-data/open-data-tools.server.ts";
import { clientAddress, hitRateLimit, tooManyMessage } from "#app/server/security/rate-limit.server.ts";

export type OpenDataFormat = keyof typeof OPEN_DATA_PAGE_SIZE;

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
  "Access-Control-Max-Age": "86400",
};

export interface OpenDataRequest {
  filters: ToolFilters;
  perPage: number;
  page: OpenDataPage;
  /** The address of the next page, or null on the last. */
  next: string | null;
}

/** A refusal as JSON (for either format: an app reads the message the same way), never cached. */
export function openDataError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { error: message },
    { status, headers: { ...CORS_HEADERS, "Cache-Control": "no-store", ...headers } },
  );
}

function readPerPage(params: URLSearchParams, format: OpenDataFormat): number | string {
  const { default: fallback, max } = OPEN_DATA_PAGE_SIZE[format];
  const raw = params.get("per_page");
  if (raw === null || raw === "") return fallback;
  const perPage = Number(raw);
  if (!/^\d+$/.test(raw) || perPage < 1 || perPage > max) return `per_page must be a whole number from 1 to ${max}.`;
  return perPage;
}

/** The page asked for, or the Response that refuses the request. */
export async function readOpenDataRequest(
  context: AppLoadContext,
  request: Request,
  format: OpenDataFormat,
): Promise<OpenDataRequest | Response> {
  // React Router hands OPTIONS to the loader: a browser's preflight before a cross-site read.
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS_HEADERS });
  const url = new URL(request.url);
  const db = context.db();
  const limit = await hitRateLimit(db, { key: `open-data:ip:${clientAddress(request)}`, ...OPEN_DATA_RATE_LIMIT });
  if (!limit.allowed)
    return openDataError(429, tooManyMessage("requests", limit.retryAfterSeconds), {
      "Retry-After": String(limit.retryAfterSeconds),
    });

  const parsed = parseToolFilters(url.searchParams);
  if (!parsed.ok) return openDataError(400, parsed.message);
  const perPage = readPerPage(url.searchParams, format);
  if (typeof perPage === "string") return openDataError(400, perPage);

  const { filters } = parsed;
  const page = await listOpenDataTools(db, filters, perPage, context.env.SITE_URL);
  let next: string | null = null;
  if (filters.page * perPage < page.total) {
    const nextUrl = new URL(url.pathname + url.search, context.env.SITE_URL);
    nextUrl.searchParams.set("page", String(filters.page + 1));
    next = nextUrl.href;
  }
  return { filters, perPage, page, next };
}

/** The headers of a page of open data. */
export const openDataHeaders = (contentType: string, next: string | null): Record<string, string> => ({
  ...CORS_HEADERS,
  "Content-Type": contentType,
  "Cache-Control": OPEN_DATA,
  ...(next ? { Link: `<${next}>; rel="next"` } : {}),
});

/** The open data is read-only. */
export const openDataAction = () => openDataError(405, "Method not allowed. Use GET.", { Allow: "GET, HEAD, OPTIONS" });
