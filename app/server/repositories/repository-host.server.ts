// What the repository check asks of any host (GitHub, GitLab, Codeberg): a repository's figures and
// its latest release, in one shape, and the one way it makes a request and reads a rate limit.
import type { Env } from "#app/server/env.server.ts";
import { BodyTooLargeError, readCappedJson } from "#app/server/http/capped-body.server.ts";
import { fetchPublic } from "#app/server/http/public-fetch.server.ts";

export type RepositoryHostConfig = Pick<
  Env,
  | "GITHUB_API_URL"
  | "GITHUB_TOKEN"
  | "GITLAB_API_URL"
  | "CODEBERG_API_URL"
  | "SITE_NAME"
  | "SITE_URL"
  | "TEST_ONLY_ALLOW_FETCH_ORIGIN"
>;

/** What every request of one run shares: the hosts' addresses, the run's clock and the moment its time is up. */
export interface HostReadContext {
  config: RepositoryHostConfig;
  now: Date;
  /** Epoch milliseconds after which no request starts and none still running is waited for. */
  deadline: number;
}

export type HostAnswer<T> =
  | { kind: "ok"; value: T }
  | { kind: "not-found" }
  | { kind: "rate-limited"; until: Date }
  | { kind: "failed"; reason: string };

export interface ReleaseAnswer {
  tag: string;
  publishedAt: string | null;
  url: string | null;
}

/** A repository's figures as its host gives them; a null licence is none declared (or one the host does not report). */
export interface RepositoryAnswer {
  archived: boolean;
  pushedAt: string | null;
  licenseSpdxId: string | null;
  stars: number;
  /** The latest full release; null when the repository has none. */
  release: ReleaseAnswer | null;
}

/** One repository read: the answer, and how many requests it took (the run's budget counts them). */
export interface HostRead {
  answer: HostAnswer<RepositoryAnswer>;
  requests: number;
}

/** A rate limit that names no reset time holds for an hour: GitHub's primary limit's window. */
const DEFAULT_PAUSE_MS = 3_600_000;
const MAX_PAUSE_MS = 86_400_000;
const TIMEOUT_MS = 10_000;
/**
 * The most of one answer that is read: a repository's JSON is about 6 KB and a release's, with its
 * notes and a few hundred assets, stays well under this. Past it the rest is never read.
 */
export const MAX_ANSWER_BYTES = 512 * 1024;
const MAX_REDIRECTS = 3;
/** Postgres's integer, which holds the star count: a figure outside it is not a real one. */
const MAX_STARS = 2_147_483_647;

export const userAgent = (config: RepositoryHostConfig) => `${config.SITE_NAME} repository check (+${config.SITE_URL})`;

/** A date as ISO text, or null when it is none or outside 1970 to 9999 (no repository's date is). */
export function isoDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const ms = Date.parse(value);
  return ms >= 0 && ms < Date.UTC(10_000, 0, 1) ? new Date(ms).toISOString() : null;
}

/** A star count as a host gives it, or null when it is not a count the site can keep (negative, fractional, huge). */
export const starCount = (value: unknown): number | null =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_STARS ? (value as number) : null;

export const withoutTrailingSlash = (url: string) => url.replace(/\/$/, "");

/** A release as the site keeps it: its tag (cut at 200), its date, and its page when that is on the host's own site. */
export function releaseAnswer(tag: string, publishedAt: unknown, url: unknown, hostOrigin: string): ReleaseAnswer {
  return {
    tag: tag.slice(0, 200),
    publishedAt: isoDate(publishedAt),
    url: typeof url === "string" && url.startsWith(`${hostOrigin}/`) ? url : null,
  };
}

/** The tag of a release object, or null when it has none: the answer is then not a release. */
export const releaseTag = (release: Record<string, unknown> | null | undefined): string | null =>
  typeof release?.tag_name === "string" && release.tag_name !== "" ? release.tag_name : null;

/**
 * A GET of a host's JSON API, as every request to an address the Worker did not choose: redirects
 * only to public addresses (app/server/http/public-fetch.server.ts), a deadline within the run's,
 * and at most MAX_ANSWER_BYTES read. A 404 is `not-found`, a rate limit says until when.
 */
export async function getJson(
  url: string,
  headers: Record<string, string>,
  { config, now, deadline }: HostReadContext,
): Promise<HostAnswer<unknown>> {
  const left = deadline - Date.now();
  if (left <= 0) return { kind: "failed", reason: "the run's time was up" };
  const result = await fetchPublic(
    url,
    { method: "GET", headers, timeoutMs: Math.min(TIMEOUT_MS, left), maxRedirects: MAX_REDIRECTS },
    config,
  );
  if (result.kind === "refused") return { kind: "failed", reason: `not a public address: ${result.reason}` };
  if (result.kind === "redirect-stopped")
    return { kind: "failed", reason: `a redirect to ${result.to} was not followed (${result.why})` };
  if (result.kind === "failed") return { kind: "failed", reason: result.message };
  const { response } = result;
  const until = rateLimitedUntil(response, now);
  if (until) {
    await response.body?.cancel();
    return { kind: "rate-limited", until };
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { kind: "not-found" };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { kind: "failed", reason: `HTTP ${response.status}` };
  }
  try {
    return { kind: "ok", value: await readCappedJson(response, MAX_ANSWER_BYTES) };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { kind: "failed", reason: error.message };
    return { kind: "failed", reason: "the answer is not JSON" };
  }
}

/**
 * When a 403 or 429 is a rate limit, the moment it lifts: the reset time when no request is left
 * (GitHub's `x-ratelimit-*`, GitLab's `ratelimit-*`), else `retry-after`, else an hour for a 429.
 * Any other 403 is not a limit.
 */
export function rateLimitedUntil(response: Response, now: Date): Date | null {
  if (response.status !== 403 && response.status !== 429) return null;
  // A minute at least, a day at most, whatever the headers say: a wrong clock must not stop the check for good.
  const within = (ms: number) => new Date(Math.min(Math.max(ms, now.getTime() + 60_000), now.getTime() + MAX_PAUSE_MS));
  const header = (name: string) => response.headers.get(`x-${name}`) ?? response.headers.get(name);
  const reset = Number(header("ratelimit-reset"));
  if (header("ratelimit-remaining") === "0" && reset > 0) return within(reset * 1000);
  const retryAfter = Number(response.headers.get("retry-after"));
  if (retryAfter > 0) return within(now.getTime() + retryAfter * 1000);
  return response.status === 429 ? within(now.getTime() + DEFAULT_PAUSE_MS) : null;
}
