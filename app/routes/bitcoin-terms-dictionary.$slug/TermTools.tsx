import { Link } from "#app/components/Link.tsx";
import { ToolLogo } from "#app/components/ToolLogo.tsx";
import type { ToolSummary } from "#app/server/catalog/tool-summary.server.ts";

/** The first published tools that have the term's fact, and a link to all of them on the home list. */
export function TermTools({
  noun,
  tools,
  total,
  listPath,
}: {
  noun: string;
  tools: ToolSummary[];
  total: number;
  listPath: string;
}) {
  if (tools.length === 0) return null;
  return (
    <section aria-labelledby="term-tools" className="mt-8">
      <h2 id="term-tools" className="text-lg font-semibold text-slate-900">
        Tools with {noun}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.id} className="min-w-0">
            <Link
              to={`/tool/${tool.slug}`}
              className="focus-ring flex min-h-10 items-center gap-3 rounded text-slate-800 hover:text-slate-950"
            >
              <ToolLogo tool={tool} size={32} className="h-8 w-8 shrink-0 rounded-md" />
              <span className="min-w-0 break-words text-sm font-medium">{tool.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link to={listPath} className="focus-ring rounded font-medium text-orange-800 hover:underline">
          {total === 1 ? `1 tool with ${noun}` : `All ${total} tools with ${noun}`}
        </Link>
      </p>
    </section>
  );
}
