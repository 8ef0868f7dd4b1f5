import type { LoaderData } from "#app/lib/loader-data.ts";
import { Link } from "#app/components/Link.tsx";
import type { ReactNode } from "react";
import { ToolLogo } from "#app/components/ToolLogo.tsx";
import { FACT_KEYS, FACT_LABELS } from "#app/lib/tool-facets.ts";
import type { loader } from "#app/routes/compare/route.tsx";

type ComparedTool = LoaderData<typeof loader>["tools"][number];

/** The first column: pinned to the left edge while the rest scrolls under it. */
const STICKY_CELL = "sticky left-0 z-10 w-28 border-r border-slate-200 p-3 sm:w-40 sm:p-4";

/**
 * The chosen tools in columns, one row per fact, each with a link that removes it. On a narrow
 * screen the table scrolls sideways and the facts' names stay in view at its left edge.
 */
export function ComparisonTable({
  tools,
  without,
  onRemove,
}: {
  tools: ComparedTool[];
  /** The address of the comparison without this tool. */
  without: (slug: string) => string;
  onRemove: (slug: string) => void;
}) {
  return (
    <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">The chosen tools side by side</caption>
        <thead className="bg-slate-50">
          <tr>
            <td className={`${STICKY_CELL} bg-slate-50`} />
            {tools.map((tool) => (
              <th key={tool.slug} scope="col" className="p-4 align-top">
                <div className="flex items-center gap-3">
                  <ToolLogo tool={tool} size={40} className="h-10 w-10 rounded-lg" />
                  <Link
                    to={`/tool/${tool.slug}`}
                    className="focus-ring rounded text-base font-semibold text-slate-900 hover:underline"
                  >
                    {tool.name}
                  </Link>
                </div>
                <Link
                  to={without(tool.slug)}
                  onClick={() => onRemove(tool.slug)}
                  className="focus-ring mt-2 inline-block rounded text-xs font-medium text-slate-600 underline hover:text-slate-900"
                  aria-label={`Remove ${tool.name} from the comparison`}
                >
                  Remove
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <FactRow
            label="Categories"
            tools={tools}
            cellClassName="p-4 text-slate-900"
            cell={(tool) => tool.categories}
          />
          {FACT_KEYS.map((key) => (
            <FactRow
              key={key}
              label={FACT_LABELS[key]}
              tools={tools}
              cellClassName="p-4 text-slate-900"
              cell={(tool) => tool.facts[key]}
            />
          ))}
          <FactRow
            label="Features"
            tools={tools}
            cellClassName="p-4 align-top text-slate-900"
            cell={(tool) => (
              <ul className="list-disc space-y-1 pl-4">
                {tool.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
          />
          <FactRow
            label="Website"
            tools={tools}
            cellClassName="p-4"
            cell={(tool) => (
              <a
                href={tool.websiteUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="focus-ring rounded font-medium text-orange-800 underline"
              >
                {`Visit ${tool.name}`}
              </a>
            )}
          />
        </tbody>
      </table>
    </div>
  );
}

/** One fact across the chosen tools: its name, then one cell per tool. */
function FactRow({
  label,
  tools,
  cellClassName,
  cell,
}: {
  label: string;
  tools: ComparedTool[];
  cellClassName: string;
  cell: (tool: ComparedTool) => ReactNode;
}) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className={`${STICKY_CELL} bg-white font-medium text-slate-600`}>
        {label}
      </th>
      {tools.map((tool) => (
        <td key={tool.slug} className={cellClassName}>
          {cell(tool)}
        </td>
      ))}
    </tr>
  );
}
