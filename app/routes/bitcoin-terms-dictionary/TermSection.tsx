import type { GlossaryTerm } from "#app/lib/glossary.ts";
import { jumpToAnchor } from "#app/lib/smooth-scroll.ts";
import { letterId } from "#app/routes/bitcoin-terms-dictionary/LetterNav.tsx";

/** One letter's terms, with a way back to the top. */
export function TermSection({ letter, terms }: { letter: string; terms: GlossaryTerm[] }) {
  const id = letterId(letter);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-[100px]">
      <h2 id={`${id}-heading`} className="border-b border-slate-200 pb-2 text-2xl font-bold text-slate-900">
        {letter}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {terms.map((term) => (
          <TermCard key={term.slug} term={term} />
        ))}
      </div>
      <p className="mt-4 text-right">
        <a
          href="#top"
          onClick={(event) => jumpToAnchor(event, "top")}
          className="focus-ring rounded text-sm font-medium text-orange-800 hover:underline"
        >
          Back to top
        </a>
      </p>
    </section>
  );
}

function TermCard({ term }: { term: GlossaryTerm }) {
  const { related } = term;
  return (
    <article
      id={term.slug}
      className="scroll-mt-[100px] rounded-xl border border-slate-200 bg-white p-5 shadow-sm target:border-bitcoin"
    >
      <h3 className="font-semibold text-slate-900">
        <a
          href={`#${term.slug}`}
          onClick={(event) => jumpToAnchor(event, term.slug)}
          className="focus-ring rounded hover:underline"
        >
          {term.term}
        </a>
      </h3>
      <p className="mt-2 text-sm text-slate-700">{term.definition}</p>
      {related.length > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Related:{" "}
          {related.map(({ slug, term: name }, index) => (
            <span key={slug}>
              {index > 0 ? ", " : ""}
              <a
                href={`#${slug}`}
                onClick={(event) => jumpToAnchor(event, slug)}
                className="focus-ring rounded text-orange-800 hover:underline"
              >
                {name}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </article>
  );
}
