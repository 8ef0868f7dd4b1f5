import { ToolLogo } from "#app/components/ToolLogo.tsx";
import { Link } from "@remix-run/react";
import { CompareButton } from "#app/components/compare/CompareButton.tsx";
import type { ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import { primaryCategoryLabel } from "#app/lib/tool-card.ts";
import { LIFECYCLE_LABELS } from "#app/lib/tool-lifecycle.ts";

export function ToolCard({ tool, headingLevel = 3 }: { tool: ToolSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="tool-card">
      <div className="tool-card-head">
        <ToolLogo tool={tool} size={48} className="h-12 w-12 rounded-lg" />
        <div>
          <Heading className="tool-card-name">
            <Link to={`/tool/${tool.slug}`} className="tool-card-link">
              {tool.name}
            </Link>
          </Heading>
          <p className="tool-card-category">{primaryCategoryLabel(tool.primaryCategory)}</p>
          {tool.lifecycle && tool.lifecycle !== "active" ? (
            <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
              {LIFECYCLE_LABELS[tool.lifecycle]}
            </p>
          ) : null}
        </div>
      </div>
      <p className="tool-card-description">{tool.description}</p>
      <div className="tool-card-actions">
        <CompareButton tool={tool} />
      </div>
    </article>
  );
}
