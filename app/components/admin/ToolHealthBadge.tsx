import { describeHealth, type ToolHealthSummary } from "#app/lib/listing-health.ts";

const BADGE = {
  ok: "bg-green-100 text-green-900",
  failing: "bg-amber-100 text-amber-900",
  "needs-review": "bg-red-100 text-red-900",
  unchecked: "bg-slate-100 text-slate-800",
};

/** A tool website's health in a word, with its reason beneath (the admin table, the edit page). */
export function ToolHealthBadge({ health }: { health: ToolHealthSummary | null }) {
  const { label, reason } = describeHealth(health);
  return (
    <>
      <span
        className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[health?.state ?? "unchecked"]}`}
      >
        {label}
      </span>
      {reason ? <p className="mt-1 break-words text-xs text-slate-600">{reason}</p> : null}
    </>
  );
}
