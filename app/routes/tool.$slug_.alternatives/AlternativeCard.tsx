import { Link } from "#app/components/Link.tsx";
import { Fragment } from "react";
import { ToolLogo } from "#app/components/ToolLogo.tsx";
import { comparePath } from "#app/lib/comparison.ts";
import { TOOL_PATH } from "#app/lib/tool-card.ts";
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
    <dl className="key-fact-list">
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

interface Alternative {
  name: string;
  slug: string;
  description: string;
  /** The logo, or the generated lettermark. */
  logoUrl: string;
  facts: KeyFacts;
}

/** One alternative: its name, what it is, its key facts beside the tool's, and their comparison. */
export function AlternativeCard({
  alternative,
  tool,
  rows,
}: {
  alternative: Alternative;
  tool: { name: string; slug: string; facts: KeyFacts };
  rows: FactRow[];
}) {
  return (
    <article className="alternative-card">
      <div className="flex items-center gap-3">
        <ToolLogo tool={alternative} size={40} className="h-10 w-10 rounded-lg" />
        <h2 className="alternative-card-name">
          <Link to={`${TOOL_PATH}${alternative.slug}`} className="focus-ring rounded hover:underline">
            {alternative.name}
          </Link>
        </h2>
      </div>
      <p className="tool-card-description">{alternative.description}</p>
      <KeyFactList facts={alternative.facts} rows={rows} sameAs={tool} />
      <p className="mt-auto pt-4">
        <Link to={comparePath([tool.slug, alternative.slug])} className="alternative-card-compare">
          {`Compare with ${tool.name}`}
          <span className="sr-only">{` (${alternative.name})`}</span>
        </Link>
      </p>
    </article>
  );
}
