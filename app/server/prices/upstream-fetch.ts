// GET a price source's JSON with a timeout; a non-OK answer becomes an UpstreamError that carries
// the source's Retry-After, so the warmer can wait as long as it was asked to.
const REQUEST_TIMEOUT_MS = 8_000;

export class UpstreamError extends Error {
  readonly retryAfterMs: number | null;
  constructor(message: string, retryAfterMs: number | null) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Accept: "application/json", ...headers },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("retry-after"));
    await response.body?.cancel();
    throw new UpstreamError(
      `${new URL(url).host} answered ${response.status}`,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
    );
  }
  return response.json();
}

/** The CoinGecko key header: Pro keys go to the pro-api host, Demo keys to the public one. */
export function coinGeckoHeaders(baseUrl: string, apiKey: string | undefined): Record<string, string> {
  if (!apiKey) return {};
  return { [baseUrl.includes("pro-api") ? "x-cg-pro-api-key" : "x-cg-demo-api-key"]: apiKey };
}
