import type { ComparisonItem } from "#app/lib/comparison.ts";
import { useComparison } from "#app/components/compare/useComparison.ts";
import { Icon } from "#app/components/ui/Icon.tsx";

/**
 * "Compare" for a tool; usable only once JavaScript runs, since the list lives in the browser.
 * Until then an invisible copy holds its place, so nothing moves when it appears; without
 * JavaScript (`scripting: none`) the copy takes no room.
 */
export function CompareButton({ tool, className = "" }: { tool: ComparisonItem; className?: string }) {
  const { list, ready, add } = useComparison();
  if (!ready) {
    return (
      <span aria-hidden="true" className={`compare-placeholder${className ? ` ${className}` : ""}`}>
        Compare
      </span>
    );
  }
  const added = list.some((entry) => entry.slug === tool.slug);
  return (
    <button
      type="button"
      onClick={() => add({ name: tool.name, slug: tool.slug })}
      aria-pressed={added}
      aria-label={`${added ? "In comparison" : "Compare"}: ${tool.name}`}
      className={`focus-ring compare-shape ${
        added
          ? "border-slate-900 bg-slate-900 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-slate-500"
      } ${className}`}
    >
      <Icon name="scale" className="h-3.5 w-3.5" />
      {added ? "In comparison" : "Compare"}
    </button>
  );
}
