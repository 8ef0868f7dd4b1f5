// The edge cache keys every page copy with a generation. An admin write starts a new generation,
// so every copy this location cached before it (each page, each query variant of a list, search
// answers) is out of reach at once and the next request renders afresh. The generation itself is
// kept in the same cache, so every isolate of the location sees it; an isolate reads it at most
// once a second. Other locations keep their copies until s-maxage (30 s) runs out.
const CHECK_EVERY_MS = 1000;

let known: { origin: string; value: string; readAt: number } | null = null;

const defaultCache = () => (caches as unknown as { default: Cache }).default;
const generationUrl = (origin: string) => `${origin}/.well-known/edge-generation`;

export async function edgeGeneration(siteUrl: string): Promise<string> {
  const origin = new URL(siteUrl).origin;
  const now = Date.now();
  if (known && known.origin === origin && now - known.readAt < CHECK_EVERY_MS) return known.value;
  const stored = await defaultCache().match(generationUrl(origin));
  const value = stored ? await stored.text() : "0";
  known = { origin, value, readAt: now };
  return value;
}

/** Makes every page copy cached in this location unreachable. */
export async function startNewEdgeGeneration(siteUrl: string): Promise<void> {
  const origin = new URL(siteUrl).origin;
  const value = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  await defaultCache().put(
    generationUrl(origin),
    new Response(value, { headers: { "Cache-Control": "public, s-maxage=31536000" } }),
  );
  known = { origin, value, readAt: Date.now() };
}

/** The key of a page's copy in the edge cache: its URL within the current generation. */
export async function edgeCacheKey(requestUrl: string, siteUrl: string): Promise<string> {
  const key = new URL(requestUrl);
  key.searchParams.append("edge-generation", await edgeGeneration(siteUrl));
  return key.toString();
}
