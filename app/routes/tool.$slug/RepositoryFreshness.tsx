import { dateInWords as inWords } from "#app/lib/date-in-words.ts";
import { formatNumber } from "#app/lib/en-us-numbers.ts";
import {
  hostReportsLicence,
  REPOSITORY_LABELS,
  repositoryHostName,
  treeAtCommitUrl,
  UNNAMED_LICENSE,
  type RepositoryFigures,
  type RepositoryLabel,
} from "#app/lib/tool-repository.ts";

/** "thebitcoinhole/database" for a file on GitHub, the host otherwise. */
const sourceName = (url: string) => {
  const { hostname, pathname } = new URL(url);
  const [owner, repo] = pathname.split("/").filter(Boolean);
  return hostname === "github.com" && owner && repo ? `${owner}/${repo}` : hostname;
};

const licenceInWords = (license: string | null, host: string) =>
  license === null
    ? "No licence declared"
    : license === UNNAMED_LICENSE
      ? `Licence: one ${host} does not name`
      : `Licence: ${license}`;

/**
 * The repository's latest release, last code change, licence and stars, as its host (GitHub,
 * GitLab, Codeberg) gave them (or a snapshot of the repository, on a new site), with the repository
 * as their source, and the labels they earn (archived, no release in two years, no code change in a
 * year). Nothing before a first successful read; a repository gone since says so.
 */
export function RepositoryFreshness({
  repository,
  sourceUrl,
  labels,
}: {
  repository: RepositoryFigures | null;
  /** The public source that names this repository for the tool. */
  sourceUrl: string | null;
  labels: RepositoryLabel[];
}) {
  if (!repository) return null;
  const host = repositoryHostName(repository.url);
  const repositoryName = new URL(repository.url).pathname.slice(1);
  return (
    <section aria-labelledby="repository-heading" className="rounded-xl border border-slate-200 p-5">
      <h2 id="repository-heading" className="text-lg font-semibold text-slate-900">
        Releases and activity
      </h2>
      {labels.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Repository labels">
          {labels.map((label) => (
            <li key={label} className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
              {REPOSITORY_LABELS[label]}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="mt-3 space-y-1 text-sm text-slate-900">
        {repository.releaseTag ? (
          <li>
            {repository.releaseUrl ? (
              <a
                href={repository.releaseUrl}
                className="focus-ring inline-flex min-h-6 items-center rounded underline underline-offset-2"
                rel="noopener"
              >
                Latest release {repository.releaseTag}
              </a>
            ) : (
              `Latest release ${repository.releaseTag}`
            )}
            {repository.releasePublishedAt ? `, ${inWords(repository.releasePublishedAt)}` : null}
          </li>
        ) : (
          <li>No release published on {host}</li>
        )}
        {repository.pushedAt ? <li>Last code change {inWords(repository.pushedAt)}</li> : null}
        {hostReportsLicence(repository.url) ? <li>{licenceInWords(repository.license, host)}</li> : null}
        {repository.stars !== null ? (
          <li>
            {formatNumber(repository.stars)} {repository.stars === 1 ? "star" : "stars"} on {host}
          </li>
        ) : null}
      </ul>
      <p className="mt-3 text-xs text-slate-600">
        Source:{" "}
        <a
          href={repository.url}
          className="focus-ring inline-flex min-h-6 items-center rounded underline underline-offset-2"
          rel="noopener"
        >
          {repositoryName} on {host}
        </a>
        {repository.notFoundSince ? (
          <strong className="font-semibold text-amber-900">
            , repository not found since {inWords(repository.notFoundSince)}
          </strong>
        ) : repository.readAt ? (
          `, read ${inWords(repository.readAt)}`
        ) : null}
        {repository.snapshotCommit && !repository.notFoundSince ? (
          <>
            {" "}
            from its copy at commit{" "}
            <a
              href={treeAtCommitUrl(repository.url, repository.snapshotCommit)}
              className="focus-ring inline-flex min-h-6 items-center rounded font-mono underline underline-offset-2"
              rel="noopener"
            >
              {repository.snapshotCommit.slice(0, 7)}
            </a>
          </>
        ) : null}
        <NamedBy sourceUrl={sourceUrl} />
      </p>
    </section>
  );
}

function NamedBy({ sourceUrl }: { sourceUrl: string | null }) {
  if (!sourceUrl) return null;
  return (
    <>
      . Named as the tool&apos;s repository by{" "}
      <a
        href={sourceUrl}
        className="focus-ring inline-flex min-h-6 items-center rounded underline underline-offset-2"
        rel="noopener"
      >
        {sourceName(sourceUrl)}
      </a>
    </>
  );
}
