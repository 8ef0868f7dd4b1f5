import { describe, expect, it } from "vitest";
import { formatPriceChange, parseChangePercent, priceChangeTone, recomputeAum } from "#app/lib/etf-figures.ts";

describe("ETF figures", () => {
  it("writes the price change with two decimals and a plus sign when not negative", () => {
    expect(formatPriceChange(1.2345)).toBe("+1.23%");
    expect(formatPriceChange(0)).toBe("+0.00%");
    expect(formatPriceChange(-0.5)).toBe("-0.50%");
  });

  it("reads Alpha Vantage's change percent", () => {
    expect(parseChangePercent("2.3322%")).toBe(2.3322);
    expect(parseChangePercent("-0.5%")).toBe(-0.5);
    expect(parseChangePercent("")).toBeNull();
    expect(parseChangePercent(undefined)).toBeNull();
    expect(parseChangePercent("n/a")).toBeNull();
  });

  it("colours by the minus sign; 'API limit reached' and N/A are neutral", () => {
    expect(priceChangeTone("-0.50%")).toBe("down");
    expect(priceChangeTone("+1.23%")).toBe("up");
    expect(priceChangeTone("API limit reached")).toBe("none");
    expect(priceChangeTone(null)).toBe("none");
  });

  it("recomputes AUM in the original unit", () => {
    expect(recomputeAum("$53 billion", 2)).toBe("$54.06 billion");
    expect(recomputeAum("$534 million", -1)).toBe("$528.66 million");
    expect(recomputeAum("$27.50 million", 0)).toBe("$27.50 million");
    expect(recomputeAum("unknown", 5)).toBe("unknown");
  });
});
