// The three calls the repository check makes to Codeberg's API (Forgejo's, v1) for a repository,
// read into what the site keeps. Answers as Forgejo documents them: a repository with `archived`,
// `stars_count` and `empty` (no licence: Forgejo's API names none); the default branch's latest
// commit, `commit.committer.date`; the latest release (not a draft or pre-release) with `tag_name`,
// `published_at` and `html_url`, or 404 when there is none; a missing repository as 404; a rate
// limit as 429.
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

/** Reads the repository at `path` ("owner/repo"), its latest commit (unless it is empty) and its latest release. */
export async function readCodebergRepository(context: HostReadContext, path: string): Promise<HostRead> {
  const headers = { Accept: "application/json", "User-Agent": userAgent(context.config) };
  const api = `${withoutTrailingSlash(context.config.CODEBERG_API_URL)}/repos/${path.split("/").map(encodeURIComponent).join("/")}`;

  const repository = await getJson(api, headers, context);
  if (repository.kind !== "ok") return { answer: repository, requests: 1 };
  const body = repository.value as Record<string, unknown>;
  const stars = starCount(body.stars_count);
  if (typeof body.archived !== "boolean" || stars === null)
    return { answer: { kind: "failed", reason: "the answer is not a repository" }, requests: 1 };

  let requests = 1;
  let pushedAt: string | null = null;
  // An empty repository has no commit to list (Forgejo answers 409).
  if (body.empty !== true) {
    const commits = await getJson(`${api}/commits?limit=1&stat=false&verification=false&files=false`, headers, context);
    requests++;
    if (commits.kind === "rate-limited" || commits.kind === "failed") return { answer: commits, requests };
    const [commit] = commits.kind === "ok" && Array.isArray(commits.value) ? (commits.value as unknown[]) : [];
    const committer = ((commit as Record<string, unknown> | undefined)?.commit as Record<string, unknown> | undefined)
      ?.committer as Record<string, unknown> | undefined;
    pushedAt = isoDate(committer?.date);
  }

  const latest = await getJson(`${api}/releases/latest`, headers, context);
  requests++;
  if (latest.kind === "rate-limited" || latest.kind === "failed") return { answer: latest, requests };
  const release = latest.kind === "ok" ? (latest.value as Record<string, unknown>) : null;
  const tag = releaseTag(release);
  if (release && !tag) return { answer: { kind: "failed", reason: "the answer is not a release" }, requests };
  return {
    answer: {
      kind: "ok",
      value: {
        archived: body.archived,
        pushedAt,
        licenseSpdxId: null,
        stars,
        release:
          release && tag ? releaseAnswer(tag, release.published_at, release.html_url, "https://codeberg.org") : null,
      },
    },
    requests,
  };
}
