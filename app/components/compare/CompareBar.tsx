import { useLocation } from "react-router";
import { Link } from "#app/components/Link.tsx";
import { comparePath } from "#app/lib/comparison.ts";
import { useComparison } from "#app/components/compare/useComparison.ts";

/** A bar at the bottom left while tools are waiting to be compared. */
export function CompareBar() {
  const { list, ready, clear } = useComparison();
  const location = useLocation();
  if (!ready || list.length === 0 || location.pathname === "/compare") return null;
  return (
    <aside
      aria-label="Comparison"
      className="fixed bottom-6 left-6 z-30 flex items-center gap-3 rounded-full bg-white px-4 py-2 shadow-lg ring-1 ring-slate-200"
    >
      <Link
        to={comparePath(list.map((t) => t.slug))}
        className="focus-ring rounded text-sm font-semibold text-slate-900 hover:underline"
      >
        {`Compare (${list.length})`}
      </Link>
      <button type="button" onClick={clear} className="focus-ring rounded text-sm text-slate-600 hover:text-slate-900">
        Clear
      </button>
    </aside>
  );
}
