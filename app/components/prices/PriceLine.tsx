import type { ChartGeometry } from "#app/lib/price-chart.ts";

/** A price line as an inline SVG: green when the period ended at or above its start, red below. */
export function PriceLine({
  geometry,
  width,
  height,
  label,
  className,
  shaded = false,
}: {
  geometry: ChartGeometry;
  width: number;
  height: number;
  label: string;
  className: string;
  shaded?: boolean;
}) {
  const up = geometry.last >= geometry.first;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className={className}
      role="img"
      aria-label={label}
    >
      {shaded ? <path d={geometry.area} className={up ? "fill-green-50" : "fill-red-50"} /> : null}
      <path
        d={geometry.line}
        fill="none"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
        className={up ? "stroke-green-600" : "stroke-red-600"}
      />
    </svg>
  );
}
