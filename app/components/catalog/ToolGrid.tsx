import { useLocation, useNavigation } from "@remix-run/react";
import { ToolCard } from "#app/components/ToolCard.tsx";
import type { MarkupFieldsHandle } from "#app/lib/sent-in-markup.ts";
import { readToolCards, type CardTool, type ToolCardData } from "#app/lib/tool-card.ts";

const GRID_CLASS = "tool-grid";

/** The grid's cards, read back from the page (app/lib/sent-in-markup.ts). */
export const readToolGrid = (document: Document) => readToolCards(document.querySelector(`ul.${GRID_CLASS}`));

/** The `handle` of a route whose `tools` (as `toolCard` makes them) are its one grid's cards. */
export const TOOL_GRID_HANDLE: MarkupFieldsHandle<{ tools: ToolCardData[] }> = {
  sentInMarkup: { fields: () => ["tools"], read: (document) => ({ tools: readToolGrid(document) }) },
};

export const EMPTY_TOOLS_TEXT = "No tools found. Try adjusting your search criteria.";

/** A grid of tool cards with its empty and loading states. */
export function ToolGrid({
  tools,
  columns = 3,
  headingLevel = 2,
}: {
  tools: CardTool[];
  columns?: 3 | 4;
  /** The level of each card's name: 2 under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className="relative" aria-busy={loading}>
      {loading ? (
        <p
          role="status"
          className="absolute inset-x-0 top-0 z-10 rounded-md bg-white/90 py-3 text-center text-slate-700"
        >
          Loading tools...
        </p>
      ) : null}
      {tools.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600">
          {EMPTY_TOOLS_TEXT}
        </p>
      ) : (
        <ul
          className={`${GRID_CLASS} grid grid-cols-1 gap-6 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-3 xl:grid-cols-4" : "lg:grid-cols-3"} ${loading ? "opacity-50" : ""}`}
        >
          {tools.map((tool) => (
            <li key={tool.slug}>
              <ToolCard tool={tool} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
