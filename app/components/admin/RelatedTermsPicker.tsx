import { useState } from "react";
import { INPUT_CLASS } from "#app/components/form/FormField.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

/**
 * The related terms of a glossary term: a box of checkboxes that scrolls within itself and wraps
 * long names at every width (a grid, not CSS columns: columns in a box of bounded height overflow
 * sideways into more columns). With JavaScript a search field above it narrows the list (the ticked
 * terms stay in the form whether shown or not); without, the whole list is there to tick.
 */
export function RelatedTermsPicker({
  choices,
  ticked,
  limit,
  error,
}: {
  choices: { id: string; term: string }[];
  ticked: ReadonlySet<string>;
  limit: number;
  error: string | undefined;
}) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const words = query.trim().toLowerCase();
  const shown = (term: string) => words === "" || term.toLowerCase().includes(words);
  const matches = choices.filter((choice) => shown(choice.term)).length;
  return (
    <fieldset aria-describedby={error ? "related-error" : "related-hint"} className="min-w-0">
      <legend className="text-sm font-medium text-slate-900">Related terms</legend>
      <p id="related-hint" className="mt-1 text-xs text-slate-600">
        Shown as &ldquo;Related&rdquo; links under the definition, at most {limit}.
      </p>
      {hydrated ? (
        <div className="mt-2">
          <label htmlFor="related-search" className="sr-only">
            Search the terms
          </label>
          <input
            id="related-search"
            type="search"
            placeholder="Search the terms"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // Enter in the search field must not send the form.
            onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
            aria-describedby="related-matches"
            className={INPUT_CLASS}
          />
          <p id="related-matches" aria-live="polite" className="mt-1 text-xs text-slate-600">
            {words ? `${matches} of ${choices.length} terms match.` : ""}
          </p>
        </div>
      ) : null}
      <ul className="mt-2 grid max-h-64 grid-cols-1 content-start gap-x-4 overflow-y-auto overflow-x-hidden rounded-md border border-slate-300 p-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <li
            key={choice.id}
            // A class, not the hidden attribute: the flex class would show the item again.
            className={shown(choice.term) ? "flex min-w-0 items-start gap-2 py-0.5" : "hidden"}
          >
            <input
              id={`related-${choice.id}`}
              type="checkbox"
              name="related"
              value={choice.id}
              defaultChecked={ticked.has(choice.id)}
              className="mt-1 h-4 w-4 shrink-0"
            />
            <label htmlFor={`related-${choice.id}`} className="min-w-0 break-words text-sm text-slate-800">
              {choice.term}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="related-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
