import { dateInWords as inWords } from "#app/lib/date-in-words.ts";
import { REPOSITORY_LABELS, type RepositoryFigures, type RepositoryLabel } from "#app/lib/tool-repository.ts";

/**
 * The repository's latest release and last code change, as GitHub gave them, with the repository
 * as their source, and the labels they earn (archived, no release in two years, no code change in
 * a year). Nothing before a first successful read.
 */
export function RepositoryFreshness({
  repository,
  labels,
}: {
  repository: RepositoryFigures | null;
  labels: RepositoryLabel[];
}) {
  if (!repository) return null;
  const repositoryName = repository.url.replace("https://github.com/", "");
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
                className="focus-ring rounded underline underline-offset-2"
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
          <li>No release published on GitHub</li>
        )}
        {repository.pushedAt ? <li>Last code change {inWords(repository.pushedAt)}</li> : null}
      </ul>
      <p className="mt-3 text-xs text-slate-600">
        Source:{" "}
        <a href={repository.url} className="focus-ring rounded underline underline-offset-2" rel="noopener">
          {repositoryName} on GitHub
        </a>
        {repository.readAt ? `, read ${inWords(repository.readAt)}` : null}
      </p>
    </section>
  );
}
