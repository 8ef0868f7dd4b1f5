import { Link } from "#app/components/Link.tsx";
import { DashboardCard, LINK_CLASS } from "#app/components/admin/dashboard/DashboardCard.tsx";

/** A ranked list of pages or tools with their views over the window. */
export function TopList({
  title,
  empty,
  rows,
  testId,
}: {
  title: string;
  empty: string;
  rows: { key: string; label: string; href: string; views: number }[];
  testId: string;
}) {
  return (
    <DashboardCard title={title}>
      {rows.length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <ol className="space-y-1" data-testid={testId}>
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between gap-4">
              <Link to={row.href} className={`${LINK_CLASS} min-w-0 truncate`}>
                {row.label}
              </Link>
              <span className="font-semibold tabular-nums text-slate-900">{row.views}</span>
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}
