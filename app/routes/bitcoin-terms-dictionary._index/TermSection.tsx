import { Link } from "@remix-run/react";
import { letterId, termPath, type GlossaryTermName } from "#app/lib/glossary.ts";
import { jumpToAnchor } from "#app/lib/smooth-scroll.ts";

/**
 * One letter's terms, each a link to its page, with a way back to the top. A link carries the
 * term's slug as its id, so an old shared address (/bitcoin-terms-dictionary#utxo) still lands on it.
 */
export function TermSection({ letter, terms }: { letter: string; terms: GlossaryTermName[] }) {
  const id = letterId(letter);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-[100px]">
      <h2 id={`${id}-heading`} className="border-b border-slate-200 pb-2 text-2xl font-bold text-slate-900">
        {letter}
      </h2>
      {/* The term pages' route is found on the first click: 120 links need not each announce it. */}
      <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {terms.map((term) => (
          <li key={term.slug}>
            <Link id={term.slug} to={termPath(term.slug)} discover="none" className="term-link">
              {term.term}
            </Link>
          </li>
        ))}
      </ul>
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
