import { Scale } from "lucide-react";
import type { ComparisonItem } from "#app/lib/comparison.ts";
import { useComparison } from "#app/components/compare/useComparison.ts";

/** "Compare" for a tool; shown only once JavaScript runs, since the list lives in the browser. */
export function CompareButton({ tool, className = "" }: { tool: ComparisonItem; className?: string }) {
  const { list, ready, add } = useComparison();
  if (!ready) return null;
  const added = list.some((entry) => entry.id === tool.id);
  return (
    <button
      type="button"
      onClick={() => add({ id: tool.id, name: tool.name, slug: tool.slug })}
      aria-pressed={added}
      aria-label={`${added ? "In comparison" : "Compare"}: ${tool.name}`}
      className={`focus-ring inline-flex items-center gap-1 rounded-md border px-2.5 py-1 text-xs font-medium ${
        added
          ? "border-slate-900 bg-slate-900 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-slate-500"
      } ${className}`}
    >
      <Scale aria-hidden="true" className="h-3.5 w-3.5" />
      {added ? "In comparison" : "Compare"}
    </button>
  );
}
