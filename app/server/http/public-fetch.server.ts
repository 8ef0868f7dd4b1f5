// Every request the Worker makes to an address it did not choose itself (a tool's website, and any
// later fetch of a stored URL such as a logo) goes through here: the address, and each redirect's,
// must be a public web address (app/lib/public-web-address.ts), redirects are followed by hand up
// to a limit, and each request has a deadline. The body is left to the caller, to read with a cap
// (capped-body.server.ts) or to cancel.
import { publicWebAddressProblem } from "#app/lib/public-web-address.ts";
import type { Env } from "#app/server/env.server.ts";

/**
 * The fakes the integration tests stand up live on 127.0.0.1, so the tests' configuration names
 * that one origin (`http://127.0.0.1:<port>`) in TEST_ONLY_ALLOW_FETCH_ORIGIN. Only a loopback
 * origin is honoured, and only an address written exactly with it: production never sets it
 * (wrangler.toml does not declare it, and a test checks that), and a Worker at the edge cannot
 * reach a loopback address anyway.
 */
export type PublicFetchConfig = Pick<Env, "TEST_ONLY_ALLOW_FETCH_ORIGIN">;

const TEST_ORIGIN = /^http:\/\/127\.0\.0\.1:\d{2,5}$/;

function allowedForTests(raw: string, config: PublicFetchConfig): boolean {
  const origin = config.TEST_ONLY_ALLOW_FETCH_ORIGIN;
  return !!origin && TEST_ORIGIN.test(origin) && (raw === origin || raw.startsWith(`${origin}/`));
}

/** Why the Worker will not ask `raw` (an absolute URL as written), or null when it may. */
export function fetchRefusal(raw: string, config: PublicFetchConfig): string | null {
  if (allowedForTests(raw, config)) return null;
  return publicWebAddressProblem(raw);
}

export interface PublicFetchOptions {
  method: "GET" | "HEAD";
  headers: Record<string, string>;
  timeoutMs: number;
  maxRedirects: number;
  /** Whether a redirect from `from` to `to` (both already public) may be followed. */
  mayFollow?: (to: string, from: string) => boolean;
}

/** Where a fetch ended; `url` is the last address asked (or refused), `requests` how many were made. */
export type PublicFetchResult = { url: string; requests: number } & (
  | { kind: "answered"; response: Response }
  /** The first address is not one the Worker asks. */
  | { kind: "refused"; reason: string }
  /** A redirect that is not followed: `to` is its absolute target, or the Location as sent. */
  | {
      kind: "redirect-stopped";
      why: "refused" | "not-allowed" | "too-many" | "not-a-web-address";
      status: number;
      to: string;
      reason?: string;
    }
  | { kind: "failed"; timedOut: boolean; message: string }
);

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function fetchPublic(
  start: string,
  options: PublicFetchOptions,
  config: PublicFetchConfig,
): Promise<PublicFetchResult> {
  const refusal = fetchRefusal(start, config);
  if (refusal) return { kind: "refused", reason: refusal, url: start, requests: 0 };
  let url = new URL(start).href;
  for (let hop = 0; ; hop++) {
    const requests = hop + 1;
    let response: Response;
    try {
      response = await fetch(url, {
        method: options.method,
        redirect: "manual",
        headers: options.headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const message = error instanceof Error ? error.message : String(error);
      return { kind: "failed", timedOut, message, url, requests };
    }
    const location = response.headers.get("Location");
    if (!REDIRECTS.has(response.status) || !location) return { kind: "answered", response, url, requests };
    await response.body?.cancel();
    const stopped = (why: "refused" | "not-allowed" | "too-many" | "not-a-web-address", to: string, reason?: string) =>
      ({ kind: "redirect-stopped", why, status: response.status, to, reason, url, requests }) as const;

    const next = absoluteWebAddress(location, url);
    if (!next) return stopped("not-a-web-address", location);
    // A relative Location stays on the origin already allowed; an absolute one is judged as written,
    // so that another notation of a refused host (or another port of this one) is refused too.
    const judged = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i.test(location.trim()) ? location.trim() : next;
    const reason = fetchRefusal(judged, config);
    if (reason) return stopped("refused", next, reason);
    if (options.mayFollow && !options.mayFollow(next, url)) return stopped("not-allowed", next);
    if (hop >= options.maxRedirects) return stopped("too-many", next);
    url = next;
  }
}

/** A Location as an absolute http(s) address, or null when it is not one. */
function absoluteWebAddress(location: string, base: string): string | null {
  try {
    const url = new URL(location, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
