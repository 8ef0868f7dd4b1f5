// The GitHub REST API as the repository check meets it, served by the fake upstreams under
// /github (GITHUB_API_URL). Answers in GitHub's format (docs.github.com/rest: "Get a repository",
// "Get the latest release", "Rate limits for the REST API"): a repository object, a release
// object, `{"message":"Not Found",...}` with 404, and a rate limit as 403 (or 429) with
// `x-ratelimit-remaining: 0` and `x-ratelimit-reset`. Tests set what each repository answers with
// POST /__github and read the requests made (path, Authorization, User-Agent) at GET /__github.
import type { IncomingMessage, ServerResponse } from "node:http";
import { fakeControl } from "#test/fakes/fake-control.ts";

export interface FakeRepository {
  pushed_at?: string | null;
  archived?: boolean;
  /** An SPDX id, or null for a repository without a licence. */
  license?: string | null;
  stargazers_count?: number;
  /** The latest release, or null for a repository without one (404). */
  release?: { tag_name: string; published_at: string } | null;
  /**
   * How the repository's answer misbehaves: "huge" sends 2 MB of JSON in chunks with no length
   * announced, "redirect-to-loopback" a 301 to this fake under another loopback name, "hang" never
   * answers.
   */
  misbehave?: "huge" | "redirect-to-loopback" | "hang";
}

export interface GitHubState {
  /** By "owner/repo"; a repository not named here, or set to null, answers 404. */
  repositories?: Record<string, FakeRepository | null>;
  /** Every request answers the rate limit: 403 (the primary limit) or 429. */
  rateLimited?: 403 | 429 | null;
  /** Unix seconds of the rate limit's reset. */
  reset?: number;
}

export interface GitHubRequest {
  path: string;
  authorization: string | null;
  userAgent: string | null;
}

const LICENSES: Record<string, { key: string; name: string }> = {
  MIT: { key: "mit", name: "MIT License" },
  "GPL-3.0": { key: "gpl-3.0", name: "GNU General Public License v3.0" },
  "Apache-2.0": { key: "apache-2.0", name: "Apache License 2.0" },
  NOASSERTION: { key: "other", name: "Other" },
};

function repositoryBody(owner: string, repo: string, fields: FakeRepository) {
  const api = `https://api.github.com/repos/${owner}/${repo}`;
  const license = fields.license ?? null;
  return {
    id: 1296269,
    node_id: "MDEwOlJlcG9zaXRvcnkxMjk2MjY5",
    name: repo,
    full_name: `${owner}/${repo}`,
    private: false,
    owner: { login: owner, id: 1, type: "Organization", html_url: `https://github.com/${owner}` },
    html_url: `https://github.com/${owner}/${repo}`,
    description: "A repository served by the fake GitHub API.",
    fork: false,
    url: api,
    releases_url: `${api}/releases{/id}`,
    created_at: "2015-01-26T19:01:12Z",
    updated_at: "2026-01-26T19:14:43Z",
    pushed_at: fields.pushed_at === undefined ? "2026-01-26T19:06:43Z" : fields.pushed_at,
    homepage: "https://example.org",
    size: 108,
    stargazers_count: fields.stargazers_count ?? 80,
    watchers_count: fields.stargazers_count ?? 80,
    language: "TypeScript",
    forks_count: 9,
    archived: fields.archived ?? false,
    disabled: false,
    open_issues_count: 0,
    license: license
      ? {
          ...(LICENSES[license] ?? { key: license.toLowerCase(), name: license }),
          spdx_id: license,
          url: `https://api.github.com/licenses/${license.toLowerCase()}`,
          node_id: "MDc6TGljZW5zZW1pdA==",
        }
      : null,
    topics: ["bitcoin"],
    visibility: "public",
    forks: 9,
    open_issues: 0,
    watchers: fields.stargazers_count ?? 80,
    default_branch: "main",
    network_count: 0,
    subscribers_count: 42,
  };
}

function releaseBody(owner: string, repo: string, release: NonNullable<FakeRepository["release"]>) {
  const api = `https://api.github.com/repos/${owner}/${repo}`;
  return {
    url: `${api}/releases/1`,
    html_url: `https://github.com/${owner}/${repo}/releases/tag/${release.tag_name}`,
    assets_url: `${api}/releases/1/assets`,
    upload_url: `https://uploads.github.com/repos/${owner}/${repo}/releases/1/assets{?name,label}`,
    tarball_url: `${api}/tarball/${release.tag_name}`,
    zipball_url: `${api}/zipball/${release.tag_name}`,
    id: 1,
    node_id: "MDc6UmVsZWFzZTE=",
    tag_name: release.tag_name,
    target_commitish: "main",
    name: release.tag_name,
    body: "Description of the release",
    draft: false,
    prerelease: false,
    created_at: release.published_at,
    published_at: release.published_at,
    author: { login: "octocat", id: 1, type: "User" },
    assets: [],
  };
}

const notFound = (documentation: string) => ({
  message: "Not Found",
  documentation_url: `https://docs.github.com/rest/${documentation}`,
  status: "404",
});

function misbehave(
  how: NonNullable<FakeRepository["misbehave"]>,
  req: IncomingMessage,
  res: ServerResponse,
  body: object,
) {
  if (how === "hang") return;
  if (how === "redirect-to-loopback") {
    res.writeHead(301, { Location: `http://localhost:${req.socket.localPort}${req.url}` }).end();
    return;
  }
  res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
  const json = JSON.stringify({ ...body, description: "x".repeat(2 * 1024 * 1024) });
  for (let at = 0; at < json.length; at += 64 * 1024) res.write(json.slice(at, at + 64 * 1024));
  res.end();
}

export function githubApi() {
  const control = fakeControl<GitHubState, GitHubRequest>("github");
  /** Answers the request when it is GitHub's; false when it is not. */
  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
      res.end(JSON.stringify(body));
    };
    if (control.handle(req, res, url.pathname)) return true;
    if (!url.pathname.startsWith("/github/")) return false;
    const path = url.pathname.slice("/github".length);
    const state = control.state();
    control.log({
      path,
      authorization: req.headers.authorization ?? null,
      userAgent: req.headers["user-agent"] ?? null,
    });
    const reset = state.reset ?? Math.floor(Date.now() / 1000) + 3600;
    const limit = req.headers.authorization ? 5000 : 60;
    if (state.rateLimited) {
      send(
        state.rateLimited,
        {
          message:
            "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
          documentation_url:
            "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-the-primary-rate-limit",
        },
        {
          "x-ratelimit-limit": String(limit),
          "x-ratelimit-remaining": "0",
          "x-ratelimit-used": String(limit),
          "x-ratelimit-reset": String(reset),
          "x-ratelimit-resource": "core",
        },
      );
      return true;
    }
    const headers = {
      "x-github-api-version-selected": "2022-11-28",
      "x-ratelimit-limit": String(limit),
      "x-ratelimit-remaining": String(limit - 1),
      "x-ratelimit-used": "1",
      "x-ratelimit-reset": String(reset),
      "x-ratelimit-resource": "core",
    };
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/releases\/latest)?$/.exec(path);
    const owner = decodeURIComponent(match?.[1] ?? "");
    const repo = decodeURIComponent(match?.[2] ?? "");
    const repository = match ? state.repositories?.[`${owner}/${repo}`] : undefined;
    if (!match || !repository) {
      send(404, notFound("repos/repos#get-a-repository"), headers);
    } else if (!match[3] && repository.misbehave) {
      misbehave(repository.misbehave, req, res, repositoryBody(owner, repo, repository));
    } else if (!match[3]) {
      send(200, repositoryBody(owner, repo, repository), headers);
    } else if (!repository.release) {
      send(404, notFound("releases/releases#get-the-latest-release"), headers);
    } else {
      send(200, releaseBody(owner, repo, repository.release), headers);
    }
    return true;
  };
  return { handle };
}
