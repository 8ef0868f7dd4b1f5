// The Core Web Vitals the site's own script reports, the page types they are grouped by, and
// Google's thresholds for a good, needs-improvement or poor 75th percentile.

/** Where the speed-insights script sends its report (the server checks it with vitals-rules.ts). */
export const VITALS_ENDPOINT = "/api/vitals";

export const WEB_VITAL_METRICS = ["LCP", "INP", "CLS"] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** Page types, in the dashboard's order; a path's type is decided on the server from the path. */
export const PAGE_TYPES = [
  { type: "home", label: "Home", path: /^\/$/ },
  { type: "tool", label: "Tool pages", path: /^\/tool\/[^/]+$/ },
  { type: "category", label: "Categories", path: /^\/(category|browse)(\/[^/]+)?$/ },
  { type: "tag", label: "Tags", path: /^\/(tag|topics)(\/[^/]+)?$/ },
  { type: "blog-post", label: "Blog posts", path: /^\/blog\/(?!category\/)[^/]+$/ },
  { type: "blog", label: "Blog lists", path: /^\/blog(\/category\/[^/]+)?$/ },
  { type: "price", label: "Price pages", path: /^\/bitcoin-to-[a-z]+$/ },
  { type: "etf", label: "ETFs", path: /^\/bitcoin-etfs$/ },
  { type: "glossary", label: "Dictionary", path: /^\/bitcoin-terms-dictionary$/ },
  { type: "glossary-term", label: "Dictionary terms", path: /^\/bitcoin-terms-dictionary\/[^/]+$/ },
  { type: "search", label: "Search", path: /^\/search$/ },
  { type: "other", label: "Other pages", path: /^\// },
] as const;
export type PageType = (typeof PAGE_TYPES)[number]["type"];

export function pageTypeOf(path: string): PageType {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return PAGE_TYPES.find((page) => page.path.test(trimmed))?.type ?? "other";
}

export const pageTypeLabel = (type: string) => PAGE_TYPES.find((page) => page.type === type)?.label ?? type;

/** Upper bounds of "good" and "needs improvement" (web.dev); above the second is poor. LCP and INP in ms. */
export const VITAL_THRESHOLDS: Record<WebVitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

/** The largest value a report may carry: anything beyond is a broken or forged report. */
export const VITAL_MAX: Record<WebVitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50 };

export type VitalRating = "good" | "needs-improvement" | "poor";

export function vitalRating(metric: WebVitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}
