// The price chart's ranges and how each is drawn: the span it covers and the bucket one point
// stands for (so every range has a few hundred points at most).

export const CHART_RANGES = {
  "24h": { label: "24h", spanHours: 24, bucketMinutes: 10 },
  "7d": { label: "7d", spanHours: 24 * 7, bucketMinutes: 60 },
  "30d": { label: "30d", spanHours: 24 * 30, bucketMinutes: 4 * 60 },
  "1y": { label: "1y", spanHours: 24 * 365, bucketMinutes: 24 * 60 },
} as const;

export type ChartRange = keyof typeof CHART_RANGES;

export const DEFAULT_CHART_RANGE: ChartRange = "24h";

export function parseChartRange(value: string | null): ChartRange | null {
  if (value === null || value === "") return DEFAULT_CHART_RANGE;
  return Object.hasOwn(CHART_RANGES, value) ? (value as ChartRange) : null;
}

/** What the chart's tabs offer: the fixed ranges, and "all" of the stored history. */
export type ChartChoice = ChartRange | "all";

export const CHART_CHOICES: readonly ChartChoice[] = [...(Object.keys(CHART_RANGES) as ChartRange[]), "all"];

export const chartChoiceLabel = (choice: ChartChoice) => (choice === "all" ? "All" : CHART_RANGES[choice].label);

export function parseChartChoice(value: string | null): ChartChoice | null {
  return value === "all" ? "all" : parseChartRange(value);
}

/** The whole history is drawn in at most this many points, whatever its length. */
export const WHOLE_HISTORY_MAX_POINTS = 300;

/**
 * The bucket for the whole history from `oldest`: whole hours, at least one. The buckets are
 * aligned to a fixed origin, not to `oldest`, so a span of n buckets can touch n + 1 of them: the
 * span is cut into one bucket fewer than the points allowed.
 */
export function wholeHistoryBucketMinutes(oldest: number, now: number): number {
  const hours = Math.max(0, now - oldest) / 3_600_000;
  return Math.max(1, Math.ceil(hours / (WHOLE_HISTORY_MAX_POINTS - 1))) * 60;
}

/** [time in ms, price] pairs, oldest first. */
export type ChartPoint = [number, number];

export interface ChartGeometry {
  /** The SVG path of the line ("M x y L x y ..."), empty with fewer than two points. */
  line: string;
  /** The same line closed along the bottom edge, for the shaded area. */
  area: string;
  min: number;
  max: number;
  first: number;
  last: number;
}

/** Scales points into a width x height box (y grows downwards), with a little headroom. */
export function chartGeometry(points: readonly ChartPoint[], width: number, height: number): ChartGeometry | null {
  if (points.length < 2) return null;
  const prices = points.map((p) => p[1]);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const t0 = points[0]![0];
  const t1 = points[points.length - 1]![0];
  const spanT = t1 - t0 || 1;
  const spanP = max - min;
  const pad = height * 0.06;
  const xy = points.map(([t, p]) => {
    const x = ((t - t0) / spanT) * width;
    const y = spanP === 0 ? height / 2 : pad + (1 - (p - min) / spanP) * (height - 2 * pad);
    return `${round(x)} ${round(y)}`;
  });
  const line = `M${xy.join(" L")}`;
  return {
    line,
    area: `${line} L${round(width)} ${round(height)} L0 ${round(height)} Z`,
    min,
    max,
    first: prices[0]!,
    last: prices[prices.length - 1]!,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
