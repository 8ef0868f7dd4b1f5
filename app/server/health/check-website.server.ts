// One polite check of a tool's website: a HEAD, and a GET only when the HEAD is refused or fails,
// each with a short timeout and a User-Agent that says who asks. Redirects are followed by hand,
// a few hops at most and only within the same site, so the check never wanders onto another domain.
import type { HealthCheckOutcome } from "#app/lib/listing-health.ts";
import { isSameSite } from "#app/server/health/same-site.server.ts";

export const CHECK_TIMEOUT_MS = 5_000;
export const MAX_REDIRECTS = 4;
/** The most requests one check can make: a HEAD and a GET, each through its redirects. */
export const MAX_REQUESTS_PER_CHECK = 2 * (MAX_REDIRECTS + 1);

export interface WebsiteCheck {
  outcome: HealthCheckOutcome;
  /** The last HTTP status received, if any answer came. */
  statusCode: number | null;
  /** Where the check ended: the site's final address, or where it redirects away to. */
  finalUrl: string;
}

/** A check and the number of requests it took. */
export type CountedCheck = WebsiteCheck & { requests: number };

type Method = "HEAD" | "GET";

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

export async function checkWebsite(url: string, userAgent: string): Promise<CountedCheck> {
  const head = await follow(url, "HEAD", userAgent);
  // Servers that refuse HEAD (405, 501), or answer it badly, often serve GET well. A site that did
  // not answer at all in time is not asked twice.
  if (head.outcome === "http-error" || head.outcome === "network-error") {
    const get = await follow(head.finalUrl, "GET", userAgent);
    return { ...get, requests: head.requests + get.requests };
  }
  return head;
}

async function follow(start: string, method: Method, userAgent: string): Promise<CountedCheck> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const requests = hop + 1;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        redirect: "manual",
        headers: { "User-Agent": userAgent, Accept: "text/html,*/*;q=0.8" },
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      return { outcome: timedOut ? "timeout" : "network-error", statusCode: null, finalUrl: url, requests };
    }
    // Only the status matters: the body is never read.
    await response.body?.cancel();
    const { status } = response;
    const location = response.headers.get("Location");
    if (!isRedirect(status) || !location) {
      const outcome = status >= 200 && status < 300 ? "ok" : "http-error";
      return { outcome, statusCode: status, finalUrl: url, requests };
    }
    const next = resolve(location, url);
    if (!next || !isSameSite(next, url))
      return { outcome: "redirected-away", statusCode: status, finalUrl: next ?? location, requests };
    if (hop >= MAX_REDIRECTS) return { outcome: "too-many-redirects", statusCode: status, finalUrl: next, requests };
    url = next;
  }
}

/** A Location header as an absolute http(s) address, or null when it is not one. */
function resolve(location: string, base: string): string | null {
  try {
    const url = new URL(location, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
