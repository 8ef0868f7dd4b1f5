import { describe, expect, it } from "vitest";
import { allTimeHigh, CHANGE_SPANS, formatBelowHigh, formatChange, percentChange } from "#app/lib/price-trend.ts";

describe("change over a span", () => {
  it("is the percent from the price then to the price now", () => {
    expect(percentChange(110, 100)).toBeCloseTo(10, 10);
    expect(percentChange(61_234.75, 65_000)).toBeCloseTo(-5.7927, 4);
    expect(percentChange(100, 100)).toBe(0);
  });

  it("is not known when either price is missing", () => {
    expect(percentChange(null, 100)).toBeNull();
    expect(percentChange(100, null)).toBeNull();
    expect(percentChange(100, 0)).toBeNull();
  });

  it("is written with its sign and two decimals", () => {
    expect(formatChange(2.5)).toBe("+2.50%");
    expect(formatChange(-1.2345)).toBe("\u22121.23%");
    expect(formatChange(0.001)).toBe("0.00%");
    expect(formatChange(-0.004)).toBe("0.00%");
    expect(formatChange(null)).toBe("not known");
  });

  it("covers 24 hours, 7 days, 30 days and a year, each with a tolerance well inside its span", () => {
    expect(CHANGE_SPANS.map((s) => s.key)).toEqual(["24h", "7d", "30d", "1y"]);
    for (const span of CHANGE_SPANS) expect(span.toleranceMs * 10).toBeLessThan(span.ms);
  });
});

describe("the all-time high", () => {
  const day = (d: string) => Date.parse(d);

  it("takes CoinGecko's figure and says how far below it the price is", () => {
    const high = allTimeHigh(
      { price: 126_080, at: day("2025-10-06") },
      { price: 70_000, at: day("2026-11-01") },
      {
        price: 67_187.33,
        at: day("2026-11-26"),
      },
    );
    expect(high).toMatchObject({ price: 126_080, source: "coingecko", at: day("2025-10-06") });
    expect(high!.belowPercent).toBeCloseTo(46.71, 2);
    expect(formatBelowHigh(high!.belowPercent)).toBe("46.7% below");
  });

  it("is raised to the history's maximum, or to the price itself, when higher", () => {
    const fromHistory = allTimeHigh({ price: 100, at: 1 }, { price: 120, at: 2 }, { price: 110, at: 3 });
    expect(fromHistory).toMatchObject({ price: 120, at: 2, source: "history" });
    expect(fromHistory!.belowPercent).toBeCloseTo(8.33, 2);
    const newHigh = allTimeHigh({ price: 100, at: 1 }, null, { price: 130, at: 3 });
    expect(newHigh).toMatchObject({ price: 130, at: 3, belowPercent: 0 });
    expect(formatBelowHigh(0)).toBe("at the all-time high");
  });

  it("is not known without CoinGecko's figure: a short history's maximum and a first price are not highs", () => {
    expect(allTimeHigh(null, null, { price: 100, at: 1 })).toBeNull();
    expect(allTimeHigh(null, { price: 90, at: 1 }, { price: 100, at: 2 })).toBeNull();
    expect(formatBelowHigh(null)).toBe("not known");
  });
});
