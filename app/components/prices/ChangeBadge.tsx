import { Icon } from "#app/components/ui/Icon.tsx";
import type { ChangeBadge as Badge } from "#app/lib/price-format.ts";

/** The 24h change: green with an up arrow when >= 0, red with a down arrow when negative. */
export function ChangeBadge({ badge, label = "24h Change" }: { badge: Badge | null; label?: string }) {
  if (!badge) return null;
  const up = badge.direction === "up";
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold ${
        up ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"
      }`}
    >
      <span className="font-normal">{label}</span>{" "}
      <Icon name={up ? "arrow-up-right" : "arrow-down-right"} className="h-4 w-4" />
      <span>
        <span className="sr-only">{up ? "up " : "down "}</span>
        {badge.text}
      </span>
    </span>
  );
}
