// A tool's source repository and what its host's figures say of it: the address rule (GitHub,
// gitlab.com or codeberg.org, each read by the repository check), and the freshness labels the tool
// page shows. Pure, and free of zod: the tool page and the editor share it.
import { dateInWords } from "#app/lib/date-in-words.ts";
import { SOURCE_AVAILABLE, type OpenSourceValue } from "#app/lib/tool-facets.ts";

/** GitHub's own limits: owner names are letters, digits and single hyphens; repository names also take `.` and `_`. */
const REPOSITORY_PATTERN = /^https:\/\/github\.com\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;

export type RepositoryHost = "github" | "gitlab" | "codeberg";
export const REPOSITORY_HOST_NAMES: Record<RepositoryHost, string> = {
  github: "GitHub",
  gitlab: "GitLab",
  codeberg: "Codeberg",
};

/** The other public hosts: gitlab.com (a project may sit in nested groups) and codeberg.org. */
const OTHER_HOST_PATTERNS: [RepositoryHost, RegExp][] = [
  ["gitlab", /^https:\/\/gitlab\.com\/((?:[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}\/){1,4}[A-Za-z0-9_][A-Za-z0-9_.-]{0,99})$/],
  ["codeberg", /^https:\/\/codeberg\.org\/([A-Za-z0-9_][A-Za-z0-9_.-]{0,39}\/[A-Za-z0-9_][A-Za-z0-9_.-]{0,99})$/],
];

export const REPOSITORY_URL_MESSAGE =
  "Enter the repository as https://github.com/{owner}/{repo}, or its address on gitlab.com or codeberg.org.";

export interface RepositoryName {
  owner: string;
  repo: string;
}

/** A repository on one of the hosts: its path there ("owner/repo", or "group/subgroup/project" on GitLab). */
export interface RepositoryAddress {
  host: RepositoryHost;
  path: string;
}

const trimmed = (url: string) =>
  url
    .trim()
    .replace(/\/$/, "")
    .replace(/\.git$/, "");

/**
 * The owner and name of a GitHub repository address, or null when it is not
 * https://github.com/{owner}/{repo}. A trailing slash or `.git` is tolerated.
 */
export function parseRepositoryUrl(url: string): RepositoryName | null {
  const match = REPOSITORY_PATTERN.exec(trimmed(url));
  if (!match) return null;
  const [, owner, repo] = match;
  if (repo === "." || repo === "..") return null;
  return { owner: owner!, repo: repo! };
}

/** The host and path of a repository on GitHub, gitlab.com or codeberg.org; null for any other address. */
export function parseRepositoryAddress(url: string): RepositoryAddress | null {
  const github = parseRepositoryUrl(url);
  if (github) return { host: "github", path: `${github.owner}/${github.repo}` };
  for (const [host, pattern] of OTHER_HOST_PATTERNS) {
    const path = pattern.exec(trimmed(url))?.[1];
    if (path && !path.split("/").some((part) => part === "." || part === "..")) return { host, path };
  }
  return null;
}

/** "GitHub", "GitLab" or "Codeberg" for a repository address; "its host" for one on none of them. */
export function repositoryHostName(url: string): string {
  const address = parseRepositoryAddress(url);
  return address ? REPOSITORY_HOST_NAMES[address.host] : "its host";
}

/** Codeberg's API (Forgejo's) names no licence: its repositories' licences are not known, not missing. */
export const hostReportsLicence = (url: string) => parseRepositoryAddress(url)?.host !== "codeberg";

/** The repository's files at a commit, on its host's web pages. */
export function treeAtCommitUrl(url: string, commit: string): string {
  const host = parseRepositoryAddress(url)?.host;
  if (host === "gitlab") return `${url}/-/tree/${commit}`;
  if (host === "codeberg") return `${url}/src/commit/${commit}`;
  return `${url}/tree/${commit}`;
}

/** The address as stored: no trailing slash, no `.git`; null when it is not a repository on a known host. */
export function canonicalRepositoryUrl(url: string): string | null {
  const address = parseRepositoryAddress(url);
  if (!address) return null;
  return address.host === "github" ? `https://github.com/${address.path}` : trimmed(url);
}

const DAY = 86_400_000;
/** WalletScrutiny calls an app stale after a year without change and obsolete after two. */
export const NO_CODE_CHANGE_DAYS = 365;
export const NO_RELEASE_DAYS = 730;
/** The home filter "Released in the last 12 months". */
export const RECENT_RELEASE_MONTHS = 12;
export const RELEASED_PARAM = "released";
export const RELEASED_RECENTLY = "12m";
export const RELEASED_RECENTLY_LABEL = "Released in the last 12 months";

/** What the repository cron last read of a tool's repository; null figures were not known. */
export interface RepositoryFigures {
  url: string;
  archived: boolean | null;
  pushedAt: string | null;
  license: string | null;
  stars: number | null;
  releaseTag: string | null;
  releasePublishedAt: string | null;
  releaseUrl: string | null;
  /** When the figures were read. */
  readAt: string | null;
  /** Set when the figures were read from a snapshot of the repository at this commit (the seed's). */
  snapshotCommit: string | null;
  /** Since when every read found no repository at the address (the figures are the last ones found). */
  notFoundSince: string | null;
}

export const REPOSITORY_LABELS = {
  archived: "Archived repository",
  noRelease: "No release in two years",
  noCodeChange: "No code change in a year",
} as const;
export type RepositoryLabel = keyof typeof REPOSITORY_LABELS;

/**
 * The freshness labels the figures earn at `now`. A repository that never published a release
 * earns no release label: many projects publish elsewhere, and that is not staleness.
 */
export function repositoryLabels(figures: RepositoryFigures, now: Date): RepositoryLabel[] {
  const olderThan = (iso: string | null, days: number) => iso !== null && now.getTime() - Date.parse(iso) > days * DAY;
  const labels: RepositoryLabel[] = [];
  if (figures.archived) labels.push("archived");
  if (olderThan(figures.releasePublishedAt, NO_RELEASE_DAYS)) labels.push("noRelease");
  if (olderThan(figures.pushedAt, NO_CODE_CHANGE_DAYS)) labels.push("noCodeChange");
  return labels;
}

/** How the repository check's last read of the address a tool names went, for its editor. */
export interface RepositoryRead {
  outcome: "ok" | "not-found" | "failed";
  /** ISO 8601. */
  readAt: string;
}

/** The editor's words for the last read: a wrong address shows as the host's 404. */
export function repositoryReadNote(url: string, read: RepositoryRead | null): string {
  const host = repositoryHostName(url);
  if (!read) return `Not read from ${host} yet: the repository check reads it within a day.`;
  const when = dateInWords(read.readAt);
  if (read.outcome === "ok") return `Read from ${host} on ${when}.`;
  if (read.outcome === "not-found")
    return `${host} found no public repository at this address on ${when}: check it. The last figures are kept.`;
  return `The last read from ${host}, on ${when}, failed; the last figures are kept.`;
}

/** GitHub's licence id for a licence file it could not name. */
export const UNNAMED_LICENSE = "NOASSERTION";

/**
 * Licences GitHub reports (SPDX ids) that the Open Source Initiative approves: a repository under
 * one of them is open source; "NOASSERTION" (a licence GitHub does not recognise) settles nothing.
 */
const OPEN_SOURCE_LICENSES = new Set([
  "0BSD",
  "AGPL-3.0",
  "Apache-2.0",
  "Artistic-2.0",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "BSD-3-Clause-Clear",
  "BSL-1.0",
  "CC0-1.0",
  "ECL-2.0",
  "EPL-1.0",
  "EPL-2.0",
  "EUPL-1.1",
  "EUPL-1.2",
  "GPL-2.0",
  "GPL-3.0",
  "ISC",
  "LGPL-2.1",
  "LGPL-3.0",
  "MIT",
  "MIT-0",
  "MPL-2.0",
  "MS-PL",
  "NCSA",
  "OSL-3.0",
  "PostgreSQL",
  "Unlicense",
  "UPL-1.0",
  "Zlib",
]);
/** Licences that publish the source but restrict its use: not open source. */
const SOURCE_AVAILABLE_LICENSES = new Set(["BUSL-1.1", "SSPL-1.0", "Elastic-2.0", "PolyForm-Noncommercial-1.0.0"]);

/**
 * The SPDX id of a licence GitLab names by its lower-case key ("mit", "gpl-3.0"); a key this list
 * does not know counts as a licence not named.
 */
export function licenceFromKey(key: string): string {
  const lower = key.toLowerCase();
  for (const id of [...OPEN_SOURCE_LICENSES, ...SOURCE_AVAILABLE_LICENSES]) if (id.toLowerCase() === lower) return id;
  return UNNAMED_LICENSE;
}

/**
 * Why the licence a repository declares contradicts the listing's "open source" fact, in an
 * editor's words, or null when it does not (or either is not known).
 */
export function licenceContradiction(openSource: OpenSourceValue, license: string | null): string | null {
  const openLicence = license !== null && OPEN_SOURCE_LICENSES.has(license);
  const restrictingLicence = license !== null && SOURCE_AVAILABLE_LICENSES.has(license);
  if (openSource === true && license === null)
    return "The listing says open source, but the repository declares no licence.";
  if (openSource === true && restrictingLicence)
    return `The listing says open source, but the repository's licence is ${license}, which restricts use: source available?`;
  if (openSource === false && openLicence)
    return `The listing says not open source, but the repository's licence is ${license}, an open-source licence.`;
  if (openSource === false && restrictingLicence)
    return `The listing says not open source, but the repository publishes its source under ${license}: source available?`;
  if (openSource === SOURCE_AVAILABLE && openLicence)
    return `The listing says source available, but the repository's licence is ${license}, an open-source licence.`;
  return null;
}
