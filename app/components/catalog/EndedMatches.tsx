import { endedMatchesLead, endedToolPhrase, type EndedTool } from "#app/lib/tool-lifecycle.ts";

const LINK_CLASS = "focus-ring inline-block rounded py-1 font-medium text-bitcoin-dark underline underline-offset-2";

/**
 * Under a list that found no tool: the discontinued and shut-down tools that match, each linked to
 * its page (where its banner says what ended and what replaced it), and, where the list can show
 * them, a link to the list with them.
 */
export function EndedMatches({
  total,
  tools,
  includeEndedHref,
  also = false,
}: {
  total: number;
  tools: EndedTool[];
  includeEndedHref?: string;
  /** Under tools the list did find. */
  also?: boolean;
}) {
  if (tools.length === 0) return null;
  return (
    <div className="mt-4 text-slate-700">
      <p>{endedMatchesLead(total, also)}</p>
      <ul className="mt-2 space-y-1">
        {tools.map((tool) => (
          <li key={tool.slug}>
            <a href={`/tool/${tool.slug}`} className={LINK_CLASS}>
              {endedToolPhrase(tool)}
            </a>
          </li>
        ))}
      </ul>
      {includeEndedHref ? (
        <p className="mt-2">
          <a href={includeEndedHref} className={LINK_CLASS}>
            Show them in the list
          </a>
        </p>
      ) : null}
    </div>
  );
}
