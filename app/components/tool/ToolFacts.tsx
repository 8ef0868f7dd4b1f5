import { Link } from "#app/components/Link.tsx";
import { termPath } from "#app/lib/glossary.ts";
import type { LinkedToolFact } from "#app/lib/glossary-facts.ts";
import { dateInWords } from "#app/lib/date-in-words.ts";

/**
 * The tool's facts, each with its source and a mark when it was verified over a year ago. Facts
 * nobody has verified are named, never guessed.
 */
export function ToolFacts({ facts, lastVerified }: { facts: LinkedToolFact[]; lastVerified: string | null }) {
  const known = facts.filter((fact) => fact.value !== null);
  const unknown = facts.filter((fact) => fact.value === null);
  return (
    <section aria-labelledby="facts-heading" className="rounded-xl border border-slate-200 p-5">
      <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
        At a glance
      </h2>
      {known.length > 0 ? (
        <dl className="mt-3 grid grid-cols-[auto,1fr] gap-x-6 gap-y-2 text-sm">
          {known.map((fact) => (
            <div key={fact.key} className="contents">
              <dt className="font-medium text-slate-600">
                {fact.termSlug ? (
                  <Link to={termPath(fact.termSlug)} className="fact-term-link">
                    {fact.label}
                  </Link>
                ) : (
                  fact.label
                )}
              </dt>
              <dd className="text-slate-900">
                {fact.value}
                {fact.sourceUrl ? (
                  <>
                    {" "}
                    <a
                      href={fact.sourceUrl}
                      rel="nofollow noopener noreferrer"
                      target="_blank"
                      className="fact-source-link"
                      aria-label={`Source for ${fact.label}`}
                    >
                      source
                    </a>
                  </>
                ) : null}
                {fact.stale && fact.verifiedOn ? (
                  <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-900">
                    Verified over 12 months ago ({dateInWords(fact.verifiedOn)})
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {unknown.length > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          <span className="font-medium">Unknown:</span> {unknown.map((fact) => fact.label).join(", ")}
        </p>
      ) : null}
      {lastVerified ? (
        <p className="mt-3 text-xs text-slate-600">Facts last verified {dateInWords(lastVerified)}</p>
      ) : null}
    </section>
  );
}
