// What the speed-insights script may report to /api/vitals: the page's path and up to one
// value per metric. The page type is never taken from the report; the server derives it from the path.
import { z } from "zod";
import { VITAL_MAX, WEB_VITAL_METRICS, type WebVitalMetric } from "#app/lib/web-vitals.ts";

const metric = z.object({ name: z.enum(WEB_VITAL_METRICS), value: z.number().finite().nonnegative() });

export const VitalsReportSchema = z.object({
  path: z.string().min(1).max(2000).startsWith("/"),
  metrics: z
    .array(metric.refine(({ name, value }) => value <= VITAL_MAX[name as WebVitalMetric], "value out of range"))
    .min(1)
    .max(WEB_VITAL_METRICS.length)
    .refine((list) => new Set(list.map((m) => m.name)).size === list.length, "one value per metric"),
});
export type VitalsReport = z.infer<typeof VitalsReportSchema>;
