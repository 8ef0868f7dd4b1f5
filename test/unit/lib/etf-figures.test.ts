import { describe, expect, it } from "vitest";
import {
  asOfText,
  aumText,
  expenseRatioText,
  formatPriceChange,
  parseChangePercent,
  priceChangeTone,
  quoteIsNewer,
  recomputeAum,
} from "#app/lib/etf-figures.ts";

describe("ETF figures", () => {
  it("writes the price change with two decimals and a plus sign when not negative", () => {
    expect(formatPriceChange(1.2345)).toBe("+1.23%");
    expect(formatPriceChange(0)).toBe("+0.00%");
    expect(formatPriceChange(-0.5)).toBe("-0.50%");
    // A fall too small to show is no fall: never "-0.00%".
    expect(formatPriceChange(-0.004)).toBe("+0.00%");
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

describe("stored figures as the page writes them", () => {
  it("AUM keeps whole amounts whole and gives others two decimals; expense ratios always two", () => {
    expect(aumText(53, "billion")).toBe("$53 billion");
    expect(aumText(4.43, "billion")).toBe("$4.43 billion");
    expect(aumText(27.5, "million")).toBe("$27.50 million");
    expect(expenseRatioText(0.25)).toBe("0.25%");
    expect(expenseRatioText(1.5)).toBe("1.50%");
    expect(expenseRatioText(0)).toBe("0.00%");
  });

  it("an 'as of' on a month's last day reads as the month; any other day in full", () => {
    expect(asOfText("2025-03-31")).toBe("March 2025");
    expect(asOfText("2024-02-29")).toBe("February 2024");
    expect(asOfText("2025-06-14")).toBe("June 14, 2025");
    expect(asOfText("2025-03-30")).toBe("March 30, 2025");
  });

  it("a quote is newer than the 'as of' date only from the next UTC day", () => {
    expect(quoteIsNewer(null, "2025-03-31")).toBe(false);
    expect(quoteIsNewer("2025-03-31T21:15:00.000Z", "2025-03-31")).toBe(false);
    expect(quoteIsNewer("2025-04-01T00:00:01.000Z", "2025-03-31")).toBe(true);
    expect(quoteIsNewer("2025-04-01T00:00:01.000Z", null)).toBe(true);
  });
});
