// A tool's source repository and what its GitHub figures say of it: the address rule (GitHub, whose
// figures the repository check reads, or gitlab.com and codeberg.org), and the freshness labels the
// tool page shows. Pure, and free of zod: the tool page and the editor share it.
import { dateInWords } from "#app/lib/date-in-words.ts";
import { SOURCE_AVAILABLE, type OpenSourceValue } from "#app/lib/tool-facets.ts";

/** GitHub's own limits: owner names are letters, digits and single hyphens; repository names also take `.` and `_`. */
const REPOSITORY_PATTERN = /^https:\/\/github\.com\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;
/**
 * The other public hosts a repository may be on, whose figures the repository check does not read
 * yet: gitlab.com (a project may sit in nested groups) and codeberg.org.
 */
const UNREAD_HOST_PATTERNS = [
  /^https:\/\/(gitlab\.com)\/((?:[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}\/){1,4}[A-Za-z0-9_][A-Za-z0-9_.-]{0,99})$/,
  /^https:\/\/(codeberg\.org)\/([A-Za-z0-9_][A-Za-z0-9_.-]{0,39}\/[A-Za-z0-9_][A-Za-z0-9_.-]{0,99})$/,
];

export const REPOSITORY_URL_MESSAGE =
  "Enter the repository as https://github.com/{owner}/{repo}, or its address on gitlab.com or codeberg.org.";

export interface RepositoryName {
  owner: string;
  repo: string;
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

/** The host of a repository on gitlab.com or codeberg.org, whose figures are not read; null for GitHub or no address. */
export function unreadRepositoryHost(url: string): string | null {
  const path = trimmed(url);
  for (const pattern of UNREAD_HOST_PATTERNS) {
    const match = pattern.exec(path);
    if (match && !match[2]!.split("/").some((part) => part === "." || part === "..")) return match[1]!;
  }
  return null;
}

/** The address as stored: no trailing slash, no `.git`; null when it is not a repository on a known host. */
export function canonicalRepositoryUrl(url: string): string | null {
  const name = parseRepositoryUrl(url);
  if (name) return `https://github.com/${name.owner}/${name.repo}`;
  return unreadRepositoryHost(url) ? trimmed(url) : null;
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
 * The freshness labels the figures earn at `now`. A repository that never made a GitHub release
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

/** The words for a repository on a host whose figures are not read. */
export const notReadOn = (host: string) => `Its releases and code changes are not read automatically from ${host}.`;

/** The editor's words for the last read: a wrong address shows as GitHub's 404. */
export function repositoryReadNote(url: string, read: RepositoryRead | null): string {
  const unreadHost = unreadRepositoryHost(url);
  if (unreadHost) return notReadOn(unreadHost);
  if (!read) return "Not read from GitHub yet: the repository check reads it within a day.";
  const when = dateInWords(read.readAt);
  if (read.outcome === "ok") return `Read from GitHub on ${when}.`;
  if (read.outcome === "not-found")
    return `GitHub found no public repository at this address on ${when}: check it. The last figures are kept.`;
  return `The last read from GitHub, on ${when}, failed; the last figures are kept.`;
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
