import { DashboardCard } from "#app/components/admin/dashboard/DashboardCard.tsx";

const WIDTH = 600;
const HEIGHT = 160;
const dayLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/**
 * Views per day as bars drawn on the server (SVG, no script), with the same figures in a table
 * for screen readers and for anyone who wants the numbers.
 */
export function ViewsChart({ perDay, total }: { perDay: { day: string; views: number }[]; total: number }) {
  const most = Math.max(1, ...perDay.map((row) => row.views));
  const slot = WIDTH / Math.max(1, perDay.length);
  const first = perDay[0];
  const last = perDay[perDay.length - 1];
  return (
    <DashboardCard title="Page views, last 30 days" className="sm:col-span-2">
      <p className="text-4xl font-bold tabular-nums text-slate-900" data-testid="views-30-days">
        {total}
      </p>
      <p className="text-sm text-slate-600">views of public pages, counted without cookies; bots left out</p>
      <figure className="mt-4">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-40 w-full"
          role="img"
          aria-labelledby="views-chart-caption"
          preserveAspectRatio="none"
        >
          {perDay.map((row, index) => {
            const height = (row.views / most) * (HEIGHT - 4);
            return (
              <rect
                key={row.day}
                x={index * slot + slot * 0.15}
                y={HEIGHT - height}
                width={slot * 0.7}
                height={height}
                className="fill-orange-500"
              >
                <title>{`${formatDay(row.day)}: ${row.views}`}</title>
              </rect>
            );
          })}
        </svg>
        <figcaption id="views-chart-caption" className="mt-2 flex justify-between text-xs text-slate-600">
          <span>{first ? formatDay(first.day) : ""}</span>
          <span className="sr-only">{`Views per day, at most ${most} in a day; the table below lists each day.`}</span>
          <span>{last ? formatDay(last.day) : ""}</span>
        </figcaption>
      </figure>
      <details className="mt-3">
        <summary className="focus-ring cursor-pointer rounded text-sm font-medium text-slate-800">
          Views per day as a table
        </summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Page views per day</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Day (UTC)
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {perDay.map((row) => (
              <tr key={row.day} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-left font-normal">
                  <time dateTime={row.day}>{formatDay(row.day)}</time>
                </th>
                <td className="py-1 text-right tabular-nums">{row.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </DashboardCard>
  );
}
