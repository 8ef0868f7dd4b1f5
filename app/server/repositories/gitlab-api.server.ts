// The three GitLab REST calls (API v4) the repository check makes for a project, read into what
// the site keeps. Answers as GitLab documents them: a project (`?license=true`) with `archived`,
// `star_count` and `license.key` (a lower-case licence key, or null); the default branch's latest
// commit's `committed_date`; the releases, newest `released_at` first, each with `tag_name`,
// `released_at`, `upcoming_release` and `_links.self`; a missing project as 404; a rate limit as 429
// with `RateLimit-Reset` (Unix seconds) or `Retry-After`.
import { licenceFromKey } from "#app/lib/tool-repository.ts";
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

/** Releases asked for at once: the newest few, so an upcoming one (dated in the future) can be passed over. */
const RELEASES_PER_PAGE = 5;

/** Reads the project at `path` ("group/subgroup/project"), its latest commit and its latest release. */
export async function readGitLabRepository(context: HostReadContext, path: string): Promise<HostRead> {
  const headers = { Accept: "application/json", "User-Agent": userAgent(context.config) };
  const api = `${withoutTrailingSlash(context.config.GITLAB_API_URL)}/projects/${encodeURIComponent(path)}`;

  const project = await getJson(`${api}?license=true`, headers, context);
  if (project.kind !== "ok") return { answer: project, requests: 1 };
  const body = project.value as Record<string, unknown>;
  const stars = starCount(body.star_count);
  if (typeof body.archived !== "boolean" || stars === null)
    return { answer: { kind: "failed", reason: "the answer is not a project" }, requests: 1 };

  // An empty project has no commit: GitLab answers an empty list (or 404 for the missing branch).
  const commits = await getJson(`${api}/repository/commits?per_page=1`, headers, context);
  if (commits.kind === "rate-limited" || commits.kind === "failed") return { answer: commits, requests: 2 };
  const [commit] = commits.kind === "ok" && Array.isArray(commits.value) ? (commits.value as unknown[]) : [];

  // A project whose releases are turned off answers 404: it has none.
  const releases = await getJson(`${api}/releases?per_page=${RELEASES_PER_PAGE}`, headers, context);
  if (releases.kind === "rate-limited" || releases.kind === "failed") return { answer: releases, requests: 3 };
  const list = releases.kind === "ok" ? releases.value : [];
  if (!Array.isArray(list))
    return { answer: { kind: "failed", reason: "the answer is not a list of releases" }, requests: 3 };
  const release = (list as Record<string, unknown>[]).find(
    (entry) => releaseTag(entry) !== null && entry.upcoming_release !== true,
  );
  const license = body.license as Record<string, unknown> | null | undefined;
  const releaseUrl = (release?._links as Record<string, unknown> | undefined)?.self;
  return {
    answer: {
      kind: "ok",
      value: {
        archived: body.archived,
        pushedAt: isoDate((commit as Record<string, unknown> | undefined)?.committed_date),
        licenseSpdxId:
          typeof license?.key === "string" && /^[a-z0-9.+-]{1,64}$/.test(license.key)
            ? licenceFromKey(license.key)
            : null,
        stars,
        release: release
          ? releaseAnswer(releaseTag(release)!, release.released_at, releaseUrl, "https://gitlab.com")
          : null,
      },
    },
    requests: 3,
  };
}
