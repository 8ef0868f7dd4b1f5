import { Link } from "#app/components/Link.tsx";
import { DashboardCard, LINK_CLASS } from "#app/components/admin/dashboard/DashboardCard.tsx";
import { HEALTH_FILTER_LABELS } from "#app/lib/listing-health.ts";

/** The listing check's findings: tools whose websites need review or are failing, each linked to the filtered table. */
export function WebsitesCard({ websites }: { websites: { failing: number; needsReview: number } }) {
  const rows = [
    { label: HEALTH_FILTER_LABELS["needs-review"], count: websites.needsReview, filter: "needs-review" },
    { label: HEALTH_FILTER_LABELS.failing, count: websites.failing, filter: "failing" },
  ];
  return (
    <DashboardCard title="Websites">
      <dl className="space-y-1">
        {rows.map((row) => (
          <div key={row.filter} className="flex items-baseline justify-between gap-4">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">
              <Link
                to={`/admin/tools?health=${row.filter}`}
                className={LINK_CLASS}
                data-testid={`websites-${row.filter}`}
                aria-label={`${row.count} ${row.label.toLowerCase()}`}
              >
                {row.count}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {websites.failing + websites.needsReview === 0
          ? "No website fails its check."
          : "tools' websites, from the hourly listing check"}
      </p>
    </DashboardCard>
  );
}
