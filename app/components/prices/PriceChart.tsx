import { Link } from "#app/components/Link.tsx";
import { EN_US_STYLE, type NumberStyle } from "#app/lib/number-style.ts";
import { formatChange } from "#app/lib/price-trend.ts";
import { PriceLine } from "#app/components/prices/PriceLine.tsx";
import {
  CHART_CHOICES,
  chartChoiceLabel,
  chartGeometry,
  type ChartChoice,
  type ChartPoint,
} from "#app/lib/price-chart.ts";

const WIDTH = 800;
const HEIGHT = 240;

const RANGE_WORDS: Record<ChartChoice, string> = {
  "24h": "the last 24 hours",
  "7d": "the last 7 days",
  "30d": "the last 30 days",
  "1y": "the last year",
  all: "all the stored history",
};

/**
 * The price over a range, drawn as an inline SVG from stored history (no charting library). The
 * range tabs are links, so they work without JavaScript.
 */
export function PriceChart({
  points,
  range,
  code,
  hrefFor,
  formatPrice,
  numbers = EN_US_STYLE,
}: {
  points: ChartPoint[];
  range: ChartChoice;
  code: string;
  hrefFor: (range: ChartChoice) => string;
  formatPrice: (value: number) => string;
  /** How the change is written: the page's locale. */
  numbers?: NumberStyle;
}) {
  const geometry = chartGeometry(points, WIDTH, HEIGHT);
  const up = geometry ? geometry.last >= geometry.first : true;
  const change = geometry ? ((geometry.last - geometry.first) / geometry.first) * 100 : 0;
  const summary = geometry
    ? `Bitcoin in ${code} over ${RANGE_WORDS[range]}: from ${formatPrice(geometry.first)} to ${formatPrice(geometry.last)} (${formatChange(change, numbers)}), low ${formatPrice(geometry.min)}, high ${formatPrice(geometry.max)}.`
    : "";
  return (
    <section
      id="price-chart"
      aria-labelledby="price-chart-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="price-chart-title" className="text-lg font-semibold text-slate-900">
          Price chart
        </h2>
        <nav aria-label="Chart range">
          <ul className="flex gap-1 rounded-lg bg-slate-100 p-1">
            {CHART_CHOICES.map((r) => (
              <li key={r}>
                <Link
                  to={hrefFor(r)}
                  preventScrollReset
                  replace
                  aria-current={r === range ? "page" : undefined}
                  className={`focus-ring block rounded-md px-3 py-1 text-sm font-medium ${
                    r === range ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"
                  }`}
                >
                  {chartChoiceLabel(r)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {geometry ? (
        <figure className="mt-4">
          <div className="flex justify-between text-xs text-slate-600">
            <span>High {formatPrice(geometry.max)}</span>
            <span className={up ? "text-green-700" : "text-red-700"}>{formatChange(change, numbers)}</span>
          </div>
          <PriceLine
            geometry={geometry}
            width={WIDTH}
            height={HEIGHT}
            className="mt-1 h-60 w-full"
            label={summary}
            shaded
          />
          <figcaption className="flex justify-between text-xs text-slate-600">
            <span>Low {formatPrice(geometry.min)}</span>
            <span>{points.length} points</span>
          </figcaption>
        </figure>
      ) : (
        <p className="mt-4 rounded-lg bg-slate-50 p-6 text-sm text-slate-600">
          Not enough price history for this range yet. The chart fills in as prices are recorded each minute.
        </p>
      )}
    </section>
  );
}
