// What the repository check asks of any host (GitHub, GitLab, Codeberg): a repository's figures and
// its latest release, in one shape, and the one way it makes a request and reads a rate limit.
import type { Env } from "#app/server/env.server.ts";

export type RepositoryHostConfig = Pick<
  Env,
  "GITHUB_API_URL" | "GITHUB_TOKEN" | "GITLAB_API_URL" | "CODEBERG_API_URL" | "SITE_NAME" | "SITE_URL"
>;

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

export const userAgent = (config: RepositoryHostConfig) => `${config.SITE_NAME} repository check (+${config.SITE_URL})`;

export const isoDate = (value: unknown): string | null =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;

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

/** A GET of a host's JSON API: a 404 is `not-found`, a rate limit says until when. */
export async function getJson(url: string, headers: Record<string, string>, now: Date): Promise<HostAnswer<unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    return { kind: "failed", reason: error instanceof Error ? error.message : String(error) };
  }
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
    return { kind: "ok", value: await response.json() };
  } catch {
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
