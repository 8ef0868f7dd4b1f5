import { useLocation, useNavigation } from "react-router";
import { ToolCard } from "#app/components/ToolCard.tsx";
import { EndedMatches } from "#app/components/catalog/EndedMatches.tsx";
import type { CardTool } from "#app/lib/tool-card.ts";
import type { EndedTool } from "#app/lib/tool-lifecycle.ts";

export const EMPTY_TOOLS_TEXT = "No tools found. Try adjusting your search criteria.";

function EndedMatchesBelow(props: { total: number; tools: EndedTool[]; includeEndedHref?: string }) {
  return props.tools.length ? (
    <div className="mt-6 rounded-lg border border-slate-200 px-4 pb-4">
      <EndedMatches {...props} also />
    </div>
  ) : null;
}

/**
 * A grid of tool cards with its empty and loading states. An empty grid names the discontinued and
 * shut-down tools that match (`ended`), which lists leave out.
 */
export function ToolGrid({
  tools,
  columns = 3,
  headingLevel = 2,
  ended,
}: {
  tools: CardTool[];
  columns?: 3 | 4;
  /** The level of each card's name: 2 under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  ended?: { total: number; tools: EndedTool[]; includeEndedHref?: string };
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
        <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600">
          <p>{EMPTY_TOOLS_TEXT}</p>
          {ended ? <EndedMatches {...ended} /> : null}
        </div>
      ) : (
        <ul
          className={`tool-grid grid grid-cols-1 gap-6 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-3 xl:grid-cols-4" : "lg:grid-cols-3"} ${loading ? "opacity-50" : ""}`}
        >
          {tools.map((tool) => (
            <li key={tool.slug}>
              <ToolCard tool={tool} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
      {tools.length > 0 && ended ? <EndedMatchesBelow {...ended} /> : null}
    </div>
  );
}
