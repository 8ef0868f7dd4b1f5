import { ToolLogo } from "#app/components/ToolLogo.tsx";
import { Link } from "@remix-run/react";
import { CompareButton } from "#app/components/compare/CompareButton.tsx";
import type { ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import { primaryCategoryLabel } from "#app/lib/tool-card.ts";

export function ToolCard({ tool, headingLevel = 3 }: { tool: ToolSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-bitcoin hover:shadow-md">
      <div className="flex items-center gap-3">
        <ToolLogo tool={tool} size={48} className="h-12 w-12 rounded-lg" />
        <div className="min-w-0">
          <Heading className="break-words text-base font-semibold text-slate-900">
            <Link to={`/tool/${tool.slug}`} className="focus-ring rounded after:absolute after:inset-0">
              {tool.name}
            </Link>
          </Heading>
          <p className="text-xs font-medium text-bitcoin-dark">{primaryCategoryLabel(tool.primaryCategory)}</p>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-slate-600">{tool.description}</p>
      <div className="relative z-10 mt-auto flex justify-end pt-3">
        <CompareButton tool={tool} />
      </div>
    </article>
  );
}
