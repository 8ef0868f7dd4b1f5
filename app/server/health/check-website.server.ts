// One polite check of a tool's website: a HEAD, and a GET only when the HEAD is refused or fails,
// each with a short timeout and a User-Agent that says who asks. Redirects are followed by hand,
// a few hops at most and only within the same site, so the check never wanders onto another domain;
// an address that is not on the public web (the website's own, or a redirect's) is never asked.
import type { HealthCheckOutcome } from "#app/lib/listing-health.ts";
import { isSameSite } from "#app/server/health/same-site.server.ts";
import { fetchPublic, type PublicFetchConfig, type PublicFetchResult } from "#app/server/http/public-fetch.server.ts";

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

export async function checkWebsite(url: string, userAgent: string, config: PublicFetchConfig): Promise<CountedCheck> {
  const head = await follow(url, "HEAD", userAgent, config);
  // Servers that refuse HEAD (405, 501), or answer it badly, often serve GET well. A site that did
  // not answer at all in time is not asked twice.
  if (head.outcome === "http-error" || head.outcome === "network-error") {
    const get = await follow(head.finalUrl, "GET", userAgent, config);
    return { ...get, requests: head.requests + get.requests };
  }
  return head;
}

async function follow(start: string, method: Method, userAgent: string, config: PublicFetchConfig) {
  const result = await fetchPublic(
    start,
    {
      method,
      headers: { "User-Agent": userAgent, Accept: "text/html,*/*;q=0.8" },
      timeoutMs: CHECK_TIMEOUT_MS,
      maxRedirects: MAX_REDIRECTS,
      mayFollow: isSameSite,
    },
    config,
  );
  return { ...toCheck(result), requests: result.requests };
}

function toCheck(result: PublicFetchResult): WebsiteCheck {
  switch (result.kind) {
    case "answered": {
      // Only the status matters: the body is never read.
      void result.response.body?.cancel();
      const { status } = result.response;
      return { outcome: status >= 200 && status < 300 ? "ok" : "http-error", statusCode: status, finalUrl: result.url };
    }
    case "refused":
      return { outcome: "refused-address", statusCode: null, finalUrl: result.url };
    case "redirect-stopped":
      return {
        outcome: result.why === "too-many" ? "too-many-redirects" : "redirected-away",
        statusCode: result.status,
        finalUrl: result.to,
      };
    case "failed":
      return { outcome: result.timedOut ? "timeout" : "network-error", statusCode: null, finalUrl: result.url };
  }
}
