// The two GitHub REST calls the repository cron makes, read into what the site keeps. Answers as
// GitHub documents them (README, Upstreams): a repository's `pushed_at`, `archived`,
// `license.spdx_id` and `stargazers_count`; the latest release's `tag_name`, `published_at` and
// `html_url`, or 404 when the repository has none; a rate limit as 403 or 429 with
// `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (Unix seconds), or `retry-after` (seconds).
import type { RepositoryName } from "#app/lib/tool-repository.ts";
import type { Env } from "#app/server/env.server.ts";

export type GitHubConfig = Pick<Env, "GITHUB_API_URL" | "GITHUB_TOKEN" | "SITE_NAME" | "SITE_URL">;

export type GitHubAnswer<T> =
  | { kind: "ok"; value: T }
  | { kind: "not-found" }
  | { kind: "rate-limited"; until: Date }
  | { kind: "failed"; reason: string };

export interface RepositoryAnswer {
  archived: boolean;
  pushedAt: string | null;
  licenseSpdxId: string | null;
  stars: number;
}

export interface ReleaseAnswer {
  tag: string;
  publishedAt: string | null;
  url: string | null;
}

/** A rate limit that names no reset time holds for an hour: the primary limit's window. */
const DEFAULT_PAUSE_MS = 3_600_000;
const MAX_PAUSE_MS = 86_400_000;
const TIMEOUT_MS = 10_000;

export async function getRepository(
  config: GitHubConfig,
  name: RepositoryName,
  now: Date,
): Promise<GitHubAnswer<RepositoryAnswer>> {
  const answer = await getGitHub(config, repositoryPath(name), now);
  if (answer.kind !== "ok") return answer;
  const body = answer.value as Record<string, unknown>;
  const license = body.license as Record<string, unknown> | null | undefined;
  if (typeof body.archived !== "boolean" || typeof body.stargazers_count !== "number")
    return { kind: "failed", reason: "the answer is not a repository" };
  return {
    kind: "ok",
    value: {
      archived: body.archived,
      pushedAt: isoDate(body.pushed_at),
      // An SPDX id, or GitHub's "NOASSERTION" for a licence file it could not name (null: no licence).
      licenseSpdxId:
        typeof license?.spdx_id === "string" && /^[A-Za-z0-9.+-]{1,64}$/.test(license.spdx_id) ? license.spdx_id : null,
      stars: body.stargazers_count,
    },
  };
}

/** The latest full release (not a draft or pre-release); `not-found` when there is none. */
export async function getLatestRelease(
  config: GitHubConfig,
  name: RepositoryName,
  now: Date,
): Promise<GitHubAnswer<ReleaseAnswer>> {
  const answer = await getGitHub(config, `${repositoryPath(name)}/releases/latest`, now);
  if (answer.kind !== "ok") return answer;
  const body = answer.value as Record<string, unknown>;
  if (typeof body.tag_name !== "string" || body.tag_name === "")
    return { kind: "failed", reason: "the answer is not a release" };
  return {
    kind: "ok",
    value: {
      tag: body.tag_name.slice(0, 200),
      publishedAt: isoDate(body.published_at),
      url: typeof body.html_url === "string" && body.html_url.startsWith("https://github.com/") ? body.html_url : null,
    },
  };
}

const repositoryPath = ({ owner, repo }: RepositoryName) =>
  `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;

const isoDate = (value: unknown): string | null =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;

async function getGitHub(config: GitHubConfig, path: string, now: Date): Promise<GitHubAnswer<unknown>> {
  const headers: Record<string, string> = {
    Accept: "application/vnd.github+json",
    "X-GitHub-Api-Version": "2022-11-28",
    // GitHub refuses requests without a User-Agent; this one says who asks.
    "User-Agent": `${config.SITE_NAME} repository check (+${config.SITE_URL})`,
  };
  if (config.GITHUB_TOKEN) headers.Authorization = `Bearer ${config.GITHUB_TOKEN}`;
  let response: Response;
  try {
    response = await fetch(`${config.GITHUB_API_URL.replace(/\/$/, "")}${path}`, {
      headers,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
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
 * When a 403 or 429 is a rate limit, the moment it lifts: the reset time when no request is left,
 * else `retry-after` (a secondary limit), else an hour for a 429. Any other 403 is not a limit.
 */
export function rateLimitedUntil(response: Response, now: Date): Date | null {
  if (response.status !== 403 && response.status !== 429) return null;
  // A minute at least, a day at most, whatever the headers say: a wrong clock must not stop the check for good.
  const within = (ms: number) => new Date(Math.min(Math.max(ms, now.getTime() + 60_000), now.getTime() + MAX_PAUSE_MS));
  const reset = Number(response.headers.get("x-ratelimit-reset"));
  if (response.headers.get("x-ratelimit-remaining") === "0" && reset > 0) return within(reset * 1000);
  const retryAfter = Number(response.headers.get("retry-after"));
  if (retryAfter > 0) return within(now.getTime() + retryAfter * 1000);
  return response.status === 429 ? within(now.getTime() + DEFAULT_PAUSE_MS) : null;
}
