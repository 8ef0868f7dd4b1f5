// The Core Web Vitals the site's own script reports, and the page types they are grouped by.

export const WEB_VITAL_METRICS = ["LCP", "INP", "CLS"] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];
