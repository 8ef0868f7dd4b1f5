// Serves anonymous GET pages from the edge cache (the Workers Cache API). A response is stored
// only when it says it is public (Cache-Control s-maxage), so signed-in pages never are.
// "Anonymous" means without a validly signed session cookie: any other cookie is ignored here.
//
// A copy is kept a day beyond its s-maxage. While younger than s-maxage it is served as it is;
// within stale-while-revalidate it is served while a new one renders in the background; after
// that a new one renders, and if that fails (the database is away) the old copy is served.
// Simultaneous renders of one page in an isolate are one render whose bytes all of them share.
// A page's copy is keyed by its URL and the cache's generation (app/server/http/edge-generation):
// the visitor's headers (cookies included) play no part.

const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;
const STORED_AT = "X-Edge-Stored-At";
const ORIGINAL_CACHE_CONTROL = "X-Edge-Cache-Control";

export function isCacheableRequest(request: Request, anonymous: boolean): boolean {
  return request.method === "GET" && anonymous;
}

export function isCacheableResponse(response: Pick<Response, "status" | "headers">): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    (response.status === 200 || response.status === 404) &&
    /\bs-maxage=\d+/.test(cacheControl) &&
    !/\b(private|no-store)\b/.test(cacheControl) &&
    !response.headers.has("Set-Cookie")
  );
}

const seconds = (cacheControl: string, directive: string) =>
  Number(new RegExp(`\\b${directive}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);

export type Freshness = "fresh" | "revalidate" | "stale";

/** How a stored copy may be used `now`. */
export function freshnessOf(copy: Response, now = Date.now()): Freshness {
  const cacheControl = copy.headers.get(ORIGINAL_CACHE_CONTROL) ?? "";
  const age = (now - Number(copy.headers.get(STORED_AT))) / 1000;
  const maxAge = seconds(cacheControl, "s-maxage");
  if (age <= maxAge) return "fresh";
  if (age <= maxAge + seconds(cacheControl, "stale-while-revalidate")) return "revalidate";
  return "stale";
}

/** The copy as the cache keeps it: a day longer than its s-maxage, with when it was stored. */
export function forStorage(response: Response, now = Date.now()): Response {
  const stored = new Response(response.body, response);
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  stored.headers.set(ORIGINAL_CACHE_CONTROL, cacheControl);
  stored.headers.set(STORED_AT, String(now));
  stored.headers.set("Cache-Control", `public, s-maxage=${seconds(cacheControl, "s-maxage") + STALE_IF_ERROR_SECONDS}`);
  return stored;
}

/** The copy as a visitor gets it: with the page's own Cache-Control. */
function served(copy: Response): Response {
  const response = new Response(copy.body, copy);
  response.headers.set("Cache-Control", copy.headers.get(ORIGINAL_CACHE_CONTROL) ?? "no-store");
  response.headers.delete(ORIGINAL_CACHE_CONTROL);
  response.headers.delete(STORED_AT);
  return response;
}

interface Rendered {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** A render under way: its result once there is one (null when it failed). */
interface Flight {
  result?: Rendered | null;
}

const flights = new Map<string, Flight>();
const POLL_MS = 5;
const MAX_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Renders a page once for all simultaneous callers with the same key. Only bytes are shared: a
 * Response belongs to the request that made it. The others wait on timers of their own, not on
 * the first caller's promise: the runtime cancels a request that waits only on another request's
 * I/O, taking it for hung. A result that may not be shared (it is private, sets a cookie, or
 * failed) is rendered again for each caller but the first.
 */
export async function renderOnce(key: string, render: () => Promise<Response>): Promise<Response> {
  const flight = flights.get(key);
  if (flight) {
    for (let waited = 0; flight.result === undefined && waited < MAX_WAIT_MS; waited += POLL_MS) await sleep(POLL_MS);
    const shared = flight.result;
    if (shared && isCacheableResponse({ status: shared.status, headers: new Headers(shared.headers) }))
      return toResponse(shared);
    return render();
  }
  const mine: Flight = {};
  flights.set(key, mine);
  try {
    const response = await render();
    mine.result = {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    };
    return toResponse(mine.result);
  } catch (error) {
    mine.result = null;
    throw error;
  } finally {
    flights.delete(key);
  }
}

const toResponse = (rendered: Rendered) =>
  new Response(rendered.status === 204 || rendered.status === 304 ? null : rendered.body, {
    status: rendered.status,
    statusText: rendered.statusText,
    headers: rendered.headers,
  });

export async function cached(
  request: Request,
  anonymous: boolean,
  ctx: ExecutionContext,
  keyOf: (request: Request) => Promise<string>,
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isCacheableRequest(request, anonymous)) return render();
  const cache = (caches as unknown as { default: Cache }).default;
  const key = await keyOf(request);
  const copy = await cache.match(key);
  const freshness = copy ? freshnessOf(copy) : null;
  const store = (response: Response) => {
    if (isCacheableResponse(response)) ctx.waitUntil(cache.put(key, forStorage(response.clone())));
  };
  if (copy && freshness === "fresh") return served(copy);
  if (copy && freshness === "revalidate") {
    ctx.waitUntil(renderOnce(key, render).then(store));
    return served(copy);
  }
  const response = await renderOnce(key, render);
  if (response.status >= 500 && copy) return served(copy);
  store(response);
  return response;
}
