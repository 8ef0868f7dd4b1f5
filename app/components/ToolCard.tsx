import { Link } from "#app/components/Link.tsx";
import { CompareButton } from "#app/components/compare/CompareButton.tsx";
import { primaryCategoryLabel, TOOL_PATH, type CardTool } from "#app/lib/tool-card.ts";
import { LIFECYCLE_LABELS } from "#app/lib/tool-lifecycle.ts";
import { toolLogoUrl } from "#app/lib/tool-logo.ts";

/**
 * A tool's card. Its parts carry no class names (a grid holds 30 cards): `.tool-card` in
 * tailwind.css styles them by their place.
 */
export function ToolCard({ tool, headingLevel = 3 }: { tool: CardTool; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="tool-card">
      <div>
        {/* Decorative next to the name; the lettermark when the tool has no logo. */}
        <img src={toolLogoUrl(tool)} alt="" width={48} height={48} loading="lazy" />
        <div>
          <Heading>
            <Link to={`${TOOL_PATH}${tool.slug}`}>{tool.name}</Link>
          </Heading>
          <p>{primaryCategoryLabel(tool.primaryCategory)}</p>
          {tool.lifecycle && tool.lifecycle !== "active" ? (
            <p className="tool-card-lifecycle">{LIFECYCLE_LABELS[tool.lifecycle]}</p>
          ) : null}
        </div>
      </div>
      <p>{tool.description}</p>
      <div>
        <CompareButton tool={tool} />
      </div>
    </article>
  );
}
