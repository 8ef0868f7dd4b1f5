// Serves anonymous GET pages from the edge cache (the Workers Cache API). A response is stored
// only when it says it is public (Cache-Control s-maxage), so signed-in pages never are.
// "Anonymous" means without a validly signed session cookie: any other cookie is ignored here.

export function isCacheableRequest(request: Request, anonymous: boolean): boolean {
  return request.method === "GET" && anonymous;
}

export function isCacheableResponse(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    (response.status === 200 || response.status === 404) &&
    /\bs-maxage=\d+/.test(cacheControl) &&
    !/\b(private|no-store)\b/.test(cacheControl) &&
    !response.headers.has("Set-Cookie")
  );
}

export async function cached(
  request: Request,
  anonymous: boolean,
  ctx: ExecutionContext,
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isCacheableRequest(request, anonymous)) return render();
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await render();
  if (isCacheableResponse(response)) ctx.waitUntil(cache.put(request, response.clone()));
  return response;
}
