import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { ToolLogo } from "#app/components/ToolLogo.tsx";
import { comparePath } from "#app/lib/comparison.ts";
import { UNKNOWN_FACT, type KeyFact } from "#app/lib/tool-alternatives.ts";

type KeyFacts = Record<KeyFact, string>;
type FactRow = { key: KeyFact; label: string };

/** Key facts as a two-column list; with `sameAs`, the ones equal to that tool's carry a check. */
export function KeyFactList({
  facts,
  rows,
  sameAs,
}: {
  facts: KeyFacts;
  rows: FactRow[];
  sameAs?: { name: string; facts: KeyFacts };
}) {
  // The rows' styles sit on the list once: a page holds two dozen of these.
  return (
    <dl className="mt-3 grid grid-cols-[auto,minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm [&_b]:ml-1 [&_b]:text-green-700 [&_dd]:break-words [&_dd]:text-slate-900 [&_dt]:font-medium [&_dt]:text-slate-600">
      {rows.map(({ key, label }) => (
        <Fragment key={key}>
          <dt>{label}</dt>
          <dd>
            {facts[key]}
            {sameAs && facts[key] !== UNKNOWN_FACT && facts[key] === sameAs.facts[key] ? (
              <>
                <b aria-hidden="true">✓</b>
                <span className="sr-only">{` (same as ${sameAs.name})`}</span>
              </>
            ) : null}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** One alternative: its name, what it is, its key facts beside the tool's, and their comparison. */
export function AlternativeCard({
  alternative,
  tool,
  rows,
}: {
  alternative: { name: string; slug: string; description: string; logoUrl: string | null; facts: KeyFacts };
  tool: { name: string; slug: string; facts: KeyFacts };
  rows: FactRow[];
}) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <ToolLogo tool={alternative} size={40} className="h-10 w-10 rounded-lg" />
        <h2 className="min-w-0 break-words text-base font-semibold text-slate-900">
          <Link to={`/tool/${alternative.slug}`} className="focus-ring rounded hover:underline">
            {alternative.name}
          </Link>
        </h2>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-slate-600">{alternative.description}</p>
      <KeyFactList facts={alternative.facts} rows={rows} sameAs={tool} />
      <p className="mt-auto pt-4">
        <Link
          to={comparePath([tool.slug, alternative.slug])}
          className="focus-ring rounded text-sm font-medium text-orange-800 underline hover:text-orange-950"
        >
          {`Compare with ${tool.name}`}
          <span className="sr-only">{` (${alternative.name})`}</span>
        </Link>
      </p>
    </article>
  );
}
