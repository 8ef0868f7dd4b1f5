import { Link } from "#app/components/Link.tsx";
import { DashboardCard } from "#app/components/admin/dashboard/DashboardCard.tsx";

/** A queue's count, linked to the queue, with what it counts (or, at zero, that nothing waits). */
export function QueueFigure(props: {
  title: string;
  value: number;
  what: string;
  /** What the card says when the count is zero. */
  none?: string;
  to: string;
  testId: string;
}) {
  return (
    <DashboardCard title={props.title}>
      <p className="text-4xl font-bold tabular-nums">
        <Link
          to={props.to}
          className="focus-ring rounded text-orange-800 underline decoration-2 underline-offset-4 hover:text-orange-900"
          data-testid={props.testId}
        >
          {props.value}
        </Link>
      </p>
      <p className="text-sm text-slate-600">{props.value === 0 && props.none ? props.none : props.what}</p>
    </DashboardCard>
  );
}
