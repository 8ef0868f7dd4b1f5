// A tool's source repository and what its GitHub figures say of it: the address rule (only
// https://github.com/{owner}/{repo}), and the freshness labels the tool page shows. Pure, and free
// of zod: the tool page and the editor share it.
import { dateInWords } from "#app/lib/date-in-words.ts";

/** GitHub's own limits: owner names are letters, digits and single hyphens; repository names also take `.` and `_`. */
const REPOSITORY_PATTERN = /^https:\/\/github\.com\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;

export const REPOSITORY_URL_MESSAGE = "Enter the repository as https://github.com/{owner}/{repo}.";

export interface RepositoryName {
  owner: string;
  repo: string;
}

/**
 * The owner and name of a repository address, or null when it is not https://github.com/{owner}/{repo}.
 * A trailing slash or `.git` is tolerated and dropped by `canonicalRepositoryUrl`.
 */
export function parseRepositoryUrl(url: string): RepositoryName | null {
  const match = REPOSITORY_PATTERN.exec(
    url
      .trim()
      .replace(/\/$/, "")
      .replace(/\.git$/, ""),
  );
  if (!match) return null;
  const [, owner, repo] = match;
  if (repo === "." || repo === "..") return null;
  return { owner: owner!, repo: repo! };
}

/** The address as stored: no trailing slash, no `.git`. */
export function canonicalRepositoryUrl(url: string): string | null {
  const name = parseRepositoryUrl(url);
  return name ? `https://github.com/${name.owner}/${name.repo}` : null;
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

/** The editor's words for the last read: a wrong address shows as GitHub's 404. */
export function repositoryReadNote(read: RepositoryRead | null): string {
  if (!read) return "Not read from GitHub yet: the repository check reads it within a day.";
  const when = dateInWords(read.readAt);
  if (read.outcome === "ok") return `Read from GitHub on ${when}.`;
  if (read.outcome === "not-found")
    return `GitHub found no public repository at this address on ${when}: check it. The last figures are kept.`;
  return `The last read from GitHub, on ${when}, failed; the last figures are kept.`;
}
