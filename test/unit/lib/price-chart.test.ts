import { describe, expect, it } from "vitest";
import {
  CHART_CHOICES,
  chartGeometry,
  parseChartChoice,
  parseChartRange,
  WHOLE_HISTORY_MAX_POINTS,
  wholeHistoryBucketMinutes,
} from "#app/lib/price-chart.ts";

describe("chart ranges", () => {
  it("defaults to 24h and refuses unknown ranges", () => {
    expect(parseChartRange(null)).toBe("24h");
    expect(parseChartRange("")).toBe("24h");
    expect(parseChartRange("7d")).toBe("7d");
    expect(parseChartRange("1y")).toBe("1y");
    expect(parseChartRange("2y")).toBeNull();
    expect(parseChartRange("toString")).toBeNull();
  });
});

describe("chart geometry", () => {
  it("scales time to the width and price to the height, highest price at the top", () => {
    const g = chartGeometry(
      [
        [0, 100],
        [50, 200],
        [100, 150],
      ],
      200,
      100,
    )!;
    expect(g.line).toBe("M0 94 L100 6 L200 50");
    expect(g.area).toBe("M0 94 L100 6 L200 50 L200 100 L0 100 Z");
    expect(g).toMatchObject({ min: 100, max: 200, first: 100, last: 150 });
  });

  it("draws a flat series across the middle and needs two points", () => {
    expect(
      chartGeometry(
        [
          [0, 5],
          [1, 5],
        ],
        10,
        10,
      )!.line,
    ).toBe("M0 5 L10 5");
    expect(chartGeometry([[0, 5]], 10, 10)).toBeNull();
  });
});

describe("the whole history's range", () => {
  const HOUR = 3_600_000;
  it("is offered after the fixed ranges and parsed as 'all'", () => {
    expect(CHART_CHOICES).toEqual(["24h", "7d", "30d", "1y", "all"]);
    expect(parseChartChoice("all")).toBe("all");
    expect(parseChartChoice("7d")).toBe("7d");
    expect(parseChartChoice(null)).toBe("24h");
    expect(parseChartChoice("ALL")).toBeNull();
  });

  it("keeps a few hundred points at most, in buckets of whole hours", () => {
    const now = Date.UTC(2026, 10, 26);
    expect(wholeHistoryBucketMinutes(now - 2 * 24 * HOUR, now)).toBe(60);
    expect(wholeHistoryBucketMinutes(now - 365 * 24 * HOUR, now)).toBe(30 * 60);
    expect((365 * 24) / 30).toBeLessThanOrEqual(WHOLE_HISTORY_MAX_POINTS);
    expect(wholeHistoryBucketMinutes(now - 10 * 365 * 24 * HOUR, now)).toBe(293 * 60);
    expect(wholeHistoryBucketMinutes(now, now)).toBe(60);
  });

  it("touches at most that many buckets wherever the history starts, its buckets being aligned to a fixed origin", () => {
    const now = Date.UTC(2026, 10, 26, 13, 37);
    for (const days of [2, 13, 100, 499, 500, 1000, 3650]) {
      for (const shift of [0, 17, 59, 61, 1439]) {
        const oldest = now - days * 24 * HOUR - shift * 60_000;
        const bucket = wholeHistoryBucketMinutes(oldest, now) * 60_000;
        const touched = Math.floor(now / bucket) - Math.floor(oldest / bucket) + 1;
        expect(touched, `${days} days, ${shift} minutes more`).toBeLessThanOrEqual(WHOLE_HISTORY_MAX_POINTS);
      }
    }
  });
});
