// The two GitHub REST calls the repository check makes for a repository, read into what the site
// keeps. Answers as GitHub documents them (README, Upstreams): a repository's `pushed_at`,
// `archived`, `license.spdx_id` and `stargazers_count`; the latest release's `tag_name`,
// `published_at` and `html_url`, or 404 when the repository has none; a rate limit as 403 or 429
// with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (Unix seconds), or `retry-after` (seconds).
import {
  getJson,
  isoDate,
  releaseAnswer,
  releaseTag,
  starCount,
  userAgent,
  withoutTrailingSlash,
  type HostRead,
  type HostReadContext,
} from "#app/server/repositories/repository-host.server.ts";

/** Reads the repository at `path` ("owner/repo"), then its latest full release (not a draft or pre-release). */
export async function readGitHubRepository(context: HostReadContext, path: string): Promise<HostRead> {
  const headers: Record<string, string> = {
    Accept: "application/vnd.github+json",
    "X-GitHub-Api-Version": "2022-11-28",
    // GitHub refuses requests without a User-Agent; this one says who asks.
    "User-Agent": userAgent(context.config),
  };
  if (context.config.GITHUB_TOKEN) headers.Authorization = `Bearer ${context.config.GITHUB_TOKEN}`;
  const api = `${withoutTrailingSlash(context.config.GITHUB_API_URL)}/repos/${path.split("/").map(encodeURIComponent).join("/")}`;

  const repository = await getJson(api, headers, context);
  if (repository.kind !== "ok") return { answer: repository, requests: 1 };
  const body = repository.value as Record<string, unknown>;
  const stars = starCount(body.stargazers_count);
  if (typeof body.archived !== "boolean" || stars === null)
    return { answer: { kind: "failed", reason: "the answer is not a repository" }, requests: 1 };

  const latest = await getJson(`${api}/releases/latest`, headers, context);
  if (latest.kind === "rate-limited" || latest.kind === "failed") return { answer: latest, requests: 2 };
  const release = latest.kind === "ok" ? (latest.value as Record<string, unknown>) : null;
  const tag = releaseTag(release);
  if (release && !tag) return { answer: { kind: "failed", reason: "the answer is not a release" }, requests: 2 };
  const license = body.license as Record<string, unknown> | null | undefined;
  return {
    answer: {
      kind: "ok",
      value: {
        archived: body.archived,
        pushedAt: isoDate(body.pushed_at),
        // An SPDX id, or GitHub's "NOASSERTION" for a licence file it could not name (null: no licence).
        licenseSpdxId:
          typeof license?.spdx_id === "string" && /^[A-Za-z0-9.+-]{1,64}$/.test(license.spdx_id)
            ? license.spdx_id
            : null,
        stars,
        release:
          release && tag ? releaseAnswer(tag, release.published_at, release.html_url, "https://github.com") : null,
      },
    },
    requests: 2,
  };
}
