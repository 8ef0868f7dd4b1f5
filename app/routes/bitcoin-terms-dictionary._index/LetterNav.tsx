import { LETTERS, letterId } from "#app/lib/glossary.ts";
import { jumpToAnchor } from "#app/lib/smooth-scroll.ts";

/** The alphabet bar: letters with terms jump to their section, the others are greyed out. */
export function LetterNav({ present }: { present: Set<string> }) {
  return (
    <nav
      aria-label="Jump to letter"
      className="sticky top-16 z-10 mt-6 border-y border-slate-200 bg-white/95 py-2 backdrop-blur"
    >
      <ul className="flex flex-wrap gap-1">
        {LETTERS.map((letter) => (
          <li key={letter}>
            {present.has(letter) ? (
              <a
                href={`#${letterId(letter)}`}
                onClick={(event) => jumpToAnchor(event, letterId(letter))}
                className="letter-link"
              >
                {letter}
              </a>
            ) : (
              <span
                aria-disabled="true"
                className="flex h-8 w-8 cursor-not-allowed items-center justify-center rounded text-slate-400"
              >
                <span aria-hidden="true">{letter}</span>
                <span className="sr-only">{letter === "#" ? "Digits" : letter}: no terms</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
