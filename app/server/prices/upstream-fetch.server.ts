// GET a price or quote source's JSON with a timeout and a ceiling on its size; a non-OK answer
// becomes an UpstreamError that carries the status and the source's Retry-After, so the warmer can
// wait as long as it was asked to. A failure to get an answer at all is an UpstreamError too, named
// after the host, on one line; so is an answer larger than the ceiling, of which no more is read.
import { BodyTooLargeError, readCappedJson } from "#app/server/http/capped-body.server.ts";

export const REQUEST_TIMEOUT_MS = 5_000;
/**
 * The largest price answer read: 90 days of hourly points from market_chart are about 250 KB, the
 * other answers a few KB.
 */
export const PRICE_ANSWER_MAX_BYTES = 1024 * 1024;

export class UpstreamError extends Error {
  readonly retryAfterMs: number | null;
  /** The HTTP status of a non-OK answer; null when no answer came or it could not be read. */
  readonly status: number | null;
  constructor(message: string, retryAfterMs: number | null, status: number | null = null) {
    super(message);
    this.retryAfterMs = retryAfterMs;
    this.status = status;
  }
}

export async function getJson(
  url: string,
  headers: Record<string, string> = {},
  maxBytes = PRICE_ANSWER_MAX_BYTES,
): Promise<unknown> {
  const host = new URL(url).host;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: "application/json", ...headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    // workerd reports a host it cannot reach (no internet, DNS) only as "internal error; reference = …".
    const unreachable = /^internal error/.test(errorMessage(error));
    const reason = timedOut
      ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
      : unreachable
        ? "could not connect"
        : errorMessage(error);
    throw new UpstreamError(`${host}: ${reason}`, null);
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("retry-after"));
    await response.body?.cancel();
    throw new UpstreamError(
      `${host} answered ${response.status}`,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
      response.status,
    );
  }
  try {
    return await readCappedJson(response, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new UpstreamError(error.message, null);
    throw error;
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

/** The CoinGecko key header: Pro keys go to the pro-api host, Demo keys to the public one. */
export function coinGeckoHeaders(baseUrl: string, apiKey: string | undefined): Record<string, string> {
  if (!apiKey) return {};
  return { [baseUrl.includes("pro-api") ? "x-cg-pro-api-key" : "x-cg-demo-api-key"]: apiKey };
}
