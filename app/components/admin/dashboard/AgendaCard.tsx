import { Link } from "#app/components/Link.tsx";
import { DashboardCard, LINK_CLASS } from "#app/components/admin/dashboard/DashboardCard.tsx";
import { adminTimestamp } from "#app/lib/admin-dates.ts";

export interface AgendaItem {
  kind: "tool" | "post";
  id: string;
  title: string;
  publishAt: Date;
  href: string;
}

/** What goes live in the next days, soonest first, each linked to its edit page. */
export function AgendaCard({ agenda, days }: { agenda: AgendaItem[]; days: number }) {
  return (
    <DashboardCard title={`Scheduled, next ${days} days`} className="sm:col-span-2">
      {agenda.length === 0 ? (
        <p className="text-slate-600">Nothing is scheduled for the next {days} days.</p>
      ) : (
        <ol className="divide-y divide-slate-200" data-testid="agenda">
          {agenda.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
              <time dateTime={item.publishAt.toISOString()} className="w-44 shrink-0 tabular-nums text-slate-700">
                {adminTimestamp(item.publishAt)}
              </time>
              <span className="w-10 shrink-0 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {item.kind === "tool" ? "Tool" : "Post"}
              </span>
              <Link to={item.href} className={`${LINK_CLASS} min-w-0 break-words`}>
                {item.title}
              </Link>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 flex flex-wrap gap-x-4">
        <Link to="/admin/tools?status=scheduled" className={LINK_CLASS}>
          Scheduled tools
        </Link>
        <Link to="/admin/blog?status=scheduled" className={LINK_CLASS}>
          Scheduled posts
        </Link>
      </p>
    </DashboardCard>
  );
}
