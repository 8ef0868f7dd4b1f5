// GitLab's REST API (v4) and Codeberg's (Forgejo's v1) as the repository check meets them, served by
// the fake upstreams under /gitlab/api/v4 and /codeberg/api/v1 (GITLAB_API_URL, CODEBERG_API_URL).
// Answers in each host's format (docs.gitlab.com/api: "Get a single project", "List repository
// commits", "List releases", "Rate limits"; Forgejo's API: repoGet, repoGetAllCommits,
// repoGetLatestRelease): a project or repository object, a list of commits, releases, 404s as each
// writes them, Forgejo's 409 for the commits of an empty repository, and a rate limit as 429.
// Tests set what each repository answers with POST /__gitlab or /__codeberg and read the requests
// made (path and query, User-Agent) with GET there.
import type { IncomingMessage, ServerResponse } from "node:http";
import { fakeControl } from "#test/fakes/fake-control.ts";
import type { FakeRepository } from "#test/fakes/github-api.ts";

export interface ForgeRepository extends FakeRepository {
  /** A repository with no commit yet. */
  empty?: boolean;
}

export interface ForgeState {
  /** By path ("group/sub/project", "owner/repo"); a path not named here, or set to null, answers 404. */
  repositories?: Record<string, ForgeRepository | null>;
  /** Every request answers 429. */
  rateLimited?: boolean;
}

export interface ForgeRequest {
  path: string;
  userAgent: string | null;
}

type Send = (status: number, body: unknown, headers?: Record<string, string>) => void;

/** The state and request log behind /__{name}, and the answers under /{name}{apiPath}. */
function fakeForge(
  name: string,
  apiPath: string,
  answer: (path: string, query: URLSearchParams, state: ForgeState, send: Send) => void,
) {
  const control = fakeControl<ForgeState, ForgeRequest>(name);
  const prefix = `/${name}${apiPath}`;
  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const send: Send = (status, body, headers = {}) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (control.handle(req, res, url.pathname)) return true;
    if (!url.pathname.startsWith(`${prefix}/`)) return false;
    const path = url.pathname.slice(prefix.length);
    control.log({ path: `${path}${url.search}`, userAgent: req.headers["user-agent"] ?? null });
    answer(path, url.searchParams, control.state(), send);
    return true;
  };
  return { handle };
}

const LICENSE_NAMES: Record<string, string> = {
  MIT: "MIT License",
  "GPL-3.0": "GNU General Public License v3.0",
  "Apache-2.0": "Apache License 2.0",
};

/** gitlab.com's API v4: GET /projects/:url-encoded-path, …/repository/commits, …/releases. */
export function gitlabApi() {
  return fakeForge("gitlab", "/api/v4", (path, query, state, send) => {
    if (state.rateLimited) {
      const reset = Math.floor(Date.now() / 1000) + 60;
      send(429, "Retry later", {
        "Content-Type": "text/plain",
        "RateLimit-Limit": "400",
        "RateLimit-Observed": "401",
        "RateLimit-Remaining": "0",
        "RateLimit-Reset": String(reset),
        "Retry-After": "60",
      });
      return;
    }
    const match = /^\/projects\/([^/]+)(\/repository\/commits|\/releases)?$/.exec(path);
    const projectPath = decodeURIComponent(match?.[1] ?? "");
    const project = match ? state.repositories?.[projectPath] : undefined;
    if (!match || !project) return send(404, { message: "404 Project Not Found" });
    const web = `https://gitlab.com/${projectPath}`;
    if (match[2] === "/repository/commits") {
      if (project.empty || project.pushed_at === null) return send(200, []);
      const at = project.pushed_at ?? "2026-01-26T19:06:43.000+00:00";
      return send(200, [
        {
          id: "ed899a2f4b50b4370feeea94676502b42383c746",
          short_id: "ed899a2f",
          created_at: at,
          parent_ids: ["6104942438c14ec7bd21c6cd5bd995272b3faff6"],
          title: "Update the README",
          message: "Update the README\n",
          author_name: "Example Maintainer",
          author_email: "maintainer@example.org",
          authored_date: at,
          committer_name: "Example Maintainer",
          committer_email: "maintainer@example.org",
          committed_date: at,
          trailers: {},
          extended_trailers: {},
          web_url: `${web}/-/commit/ed899a2f4b50b4370feeea94676502b42383c746`,
        },
      ]);
    }
    if (match[2] === "/releases") {
      const releases = project.release ? [project.release] : [];
      return send(
        200,
        releases.slice(0, Number(query.get("per_page") ?? 20)).map((release) => ({
          name: release.tag_name,
          tag_name: release.tag_name,
          description: "Changes in this release",
          created_at: release.published_at,
          released_at: release.published_at,
          upcoming_release: false,
          author: {
            id: 1,
            username: "maintainer",
            name: "Example Maintainer",
            state: "active",
            web_url: "https://gitlab.com/maintainer",
          },
          commit_path: `/${projectPath}/-/commit/ed899a2f4b50b4370feeea94676502b42383c746`,
          tag_path: `/${projectPath}/-/tags/${release.tag_name}`,
          assets: { count: 0, sources: [], links: [] },
          evidences: [],
          _links: {
            closed_issues_url: `${web}/-/issues?release_tag=${release.tag_name}&scope=all&state=closed`,
            self: `${web}/-/releases/${release.tag_name}`,
          },
        })),
        { "X-Total": String(releases.length), "X-Total-Pages": "1", "X-Page": "1" },
      );
    }
    const license = project.license ?? null;
    const [namespace] = projectPath.split("/");
    send(200, {
      id: 19352197,
      description: "A project served by the fake GitLab API.",
      name: projectPath.split("/").at(-1),
      name_with_namespace: projectPath.replaceAll("/", " / "),
      path: projectPath.split("/").at(-1),
      path_with_namespace: projectPath,
      created_at: "2019-12-03T12:00:00.000Z",
      default_branch: "master",
      tag_list: [],
      topics: ["bitcoin"],
      ssh_url_to_repo: `git@gitlab.com:${projectPath}.git`,
      http_url_to_repo: `${web}.git`,
      web_url: web,
      readme_url: `${web}/-/blob/master/README.md`,
      forks_count: 9,
      avatar_url: null,
      star_count: project.stargazers_count ?? 80,
      last_activity_at: "2026-01-27T08:00:00.000Z",
      namespace: {
        id: 1,
        name: namespace,
        path: namespace,
        kind: "group",
        full_path: namespace,
        web_url: `https://gitlab.com/groups/${namespace}`,
      },
      empty_repo: project.empty ?? false,
      archived: project.archived ?? false,
      visibility: "public",
      license_url: license ? `${web}/-/blob/master/LICENSE` : null,
      license: license
        ? {
            key: license === "NOASSERTION" ? "other" : license.toLowerCase(),
            name: LICENSE_NAMES[license] ?? "Other",
            nickname: null,
            html_url: `https://choosealicense.com/licenses/${license.toLowerCase()}/`,
            source_url: null,
          }
        : null,
      open_issues_count: 3,
    });
  });
}

/** codeberg.org's API (Forgejo v1): GET /repos/:owner/:repo, …/commits, …/releases/latest. */
export function codebergApi() {
  const notFound = { errors: null, message: "The target couldn't be found.", url: "https://codeberg.org/api/swagger" };
  return fakeForge("codeberg", "/api/v1", (path, _query, state, send) => {
    if (state.rateLimited) return send(429, { message: "Too Many Requests" });
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/commits|\/releases\/latest)?$/.exec(path);
    const owner = decodeURIComponent(match?.[1] ?? "");
    const repo = decodeURIComponent(match?.[2] ?? "");
    const repository = match ? state.repositories?.[`${owner}/${repo}`] : undefined;
    if (!match || !repository) return send(404, notFound);
    const web = `https://codeberg.org/${owner}/${repo}`;
    if (match[3] === "/commits") {
      if (repository.empty)
        return send(409, { message: "Git Repository is empty.", url: "https://codeberg.org/api/swagger" });
      const at = repository.pushed_at ?? "2026-01-26T20:06:43+01:00";
      const person = { name: "Example Maintainer", email: "maintainer@example.org", date: at };
      return send(
        200,
        [
          {
            url: `https://codeberg.org/api/v1/repos/${owner}/${repo}/git/commits/5b8e2c1f0a`,
            sha: "5b8e2c1f0a3d4e5f60718293a4b5c6d7e8f90a1b",
            created: at,
            html_url: `${web}/commit/5b8e2c1f0a3d4e5f60718293a4b5c6d7e8f90a1b`,
            commit: {
              url: `${web}/commit/5b8e2c1f0a`,
              author: person,
              committer: person,
              message: "Update the README\n",
              tree: { sha: "9c8b7a" },
            },
            author: null,
            committer: null,
            parents: [],
          },
        ],
        { "X-Total-Count": "1" },
      );
    }
    if (match[3] === "/releases/latest") {
      const release = repository.release;
      if (!release) return send(404, notFound);
      return send(200, {
        id: 1,
        tag_name: release.tag_name,
        target_commitish: "main",
        name: release.tag_name,
        body: "Changes in this release",
        url: `https://codeberg.org/api/v1/repos/${owner}/${repo}/releases/1`,
        html_url: `${web}/releases/tag/${release.tag_name}`,
        tarball_url: `${web}/archive/${release.tag_name}.tar.gz`,
        zipball_url: `${web}/archive/${release.tag_name}.zip`,
        hide_archive_links: false,
        upload_url: `https://codeberg.org/api/v1/repos/${owner}/${repo}/releases/1/assets`,
        draft: false,
        prerelease: false,
        created_at: release.published_at,
        published_at: release.published_at,
        author: { id: 1, login: owner },
        assets: [],
        archive_download_count: { zip: 0, tar_gz: 0 },
      });
    }
    send(200, {
      id: 4242,
      owner: { id: 1, login: owner, full_name: owner, username: owner },
      name: repo,
      full_name: `${owner}/${repo}`,
      description: "A repository served by the fake Codeberg API.",
      empty: repository.empty ?? false,
      private: false,
      fork: false,
      template: false,
      parent: null,
      mirror: false,
      size: 108,
      language: "Rust",
      html_url: web,
      url: `https://codeberg.org/api/v1/repos/${owner}/${repo}`,
      link: "",
      ssh_url: `ssh://git@codeberg.org/${owner}/${repo}.git`,
      clone_url: `${web}.git`,
      original_url: "",
      website: "https://example.org",
      stars_count: repository.stargazers_count ?? 80,
      forks_count: 9,
      watchers_count: 12,
      open_issues_count: 3,
      open_pr_counter: 0,
      release_counter: repository.release ? 1 : 0,
      default_branch: "main",
      archived: repository.archived ?? false,
      created_at: "2022-03-01T10:00:00+01:00",
      updated_at: "2026-01-27T09:00:00+01:00",
      archived_at: "1970-01-01T00:00:00Z",
      has_releases: true,
      topics: ["bitcoin"],
    });
  });
}
