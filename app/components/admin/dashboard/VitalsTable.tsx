import { DashboardCard } from "#app/components/admin/dashboard/DashboardCard.tsx";
import {
  pageTypeLabel,
  PAGE_TYPES,
  vitalRating,
  WEB_VITAL_METRICS,
  type VitalRating,
  type WebVitalMetric,
} from "#app/lib/web-vitals.ts";

const RATING: Record<VitalRating, { label: string; className: string }> = {
  good: { label: "Good", className: "bg-green-100 text-green-900" },
  "needs-improvement": { label: "Needs improvement", className: "bg-amber-100 text-amber-900" },
  poor: { label: "Poor", className: "bg-red-100 text-red-900" },
};

const formatValue = (metric: WebVitalMetric, value: number) =>
  metric === "CLS" ? value.toFixed(2) : `${Math.round(value).toLocaleString("en-US")} ms`;

/** p75 of LCP, INP and CLS per page type, each rated by Google's thresholds, with its sample count. */
export function VitalsTable({
  vitals,
}: {
  vitals: { pageType: string; metric: WebVitalMetric; p75: number; samples: number }[];
}) {
  const types = PAGE_TYPES.map((page) => page.type).filter((type) => vitals.some((row) => row.pageType === type));
  return (
    <DashboardCard title="Speed insights, last 30 days" className="sm:col-span-2">
      <p className="mb-3 text-sm text-slate-600">
        75th percentile of what visitors&apos; browsers measured; good, needs improvement or poor by Google&apos;s
        thresholds (LCP 2.5 s / 4 s, INP 200 ms / 500 ms, CLS 0.1 / 0.25).
      </p>
      {types.length === 0 ? (
        <p className="text-slate-600">No measurements yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="vitals">
            <caption className="sr-only">75th percentile of each web vital per page type</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Page type
                </th>
                {WEB_VITAL_METRICS.map((metric) => (
                  <th key={metric} scope="col" className="py-2 pr-4 font-medium">
                    {metric}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {types.map((type) => (
                <tr key={type} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-900">
                    {pageTypeLabel(type)}
                  </th>
                  {WEB_VITAL_METRICS.map((metric) => {
                    const row = vitals.find((v) => v.pageType === type && v.metric === metric);
                    if (!row)
                      return (
                        <td key={metric} className="py-2 pr-4 text-slate-600">
                          no data
                        </td>
                      );
                    const rating = RATING[vitalRating(metric, row.p75)];
                    return (
                      <td key={metric} className="py-2 pr-4" data-metric={`${type}-${metric}`}>
                        <span className="font-semibold tabular-nums text-slate-900">
                          {formatValue(metric, row.p75)}
                        </span>{" "}
                        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${rating.className}`}>
                          {rating.label}
                        </span>
                        <span className="block text-xs text-slate-600">
                          {row.samples === 1 ? "1 sample" : `${row.samples} samples`}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardCard>
  );
}
