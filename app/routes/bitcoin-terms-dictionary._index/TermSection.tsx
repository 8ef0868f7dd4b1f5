import { Link } from "#app/components/Link.tsx";
import { StaticMarkup } from "#app/components/StaticMarkup.tsx";
import { letterId, termPath, type GlossaryTermSummary } from "#app/lib/glossary.ts";
import { jumpToAnchor } from "#app/lib/smooth-scroll.ts";

/**
 * One letter's terms in one, two or three columns, each with its definition's first sentence and
 * a link to its page, and a way back to the top. An entry carries the term's slug as its id, so a
 * shared address (/bitcoin-terms-dictionary#utxo) lands on it.
 */
export function TermSection({ letter, terms }: { letter: string; terms: GlossaryTermSummary[] }) {
  const id = letterId(letter);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-[100px]">
      <h2 id={`${id}-heading`} className="term-letter-heading">
        {letter}
      </h2>
      {/* The term pages' route is found on the first click: 120 links need not each announce it. */}
      <StaticMarkup
        as="ul"
        from={terms}
        className="term-list mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
      >
        {terms.map((term) => (
          <li key={term.slug} id={term.slug}>
            <h3>
              <Link to={termPath(term.slug)} discover="none">
                {term.term}
              </Link>
            </h3>
            <p>{term.summary}</p>
          </li>
        ))}
      </StaticMarkup>
      <p className="back-to-top">
        <a href="#top" onClick={(event) => jumpToAnchor(event, "top")}>
          Back to top
        </a>
      </p>
    </section>
  );
}
