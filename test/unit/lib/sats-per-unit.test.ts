import { describe, expect, it } from "vitest";
import { formatSats, satsPerUnit, satsPerUnitLine } from "#app/lib/sats-per-unit.ts";

describe("sats per unit of a currency", () => {
  it("is 100,000,000 divided by the price of a bitcoin", () => {
    expect(satsPerUnit(100_000)).toBe(1_000);
    expect(satsPerUnit(61_234.75)).toBeCloseTo(1633.06, 2);
  });

  it("shows ten sats or more whole, with thousands separators", () => {
    expect(satsPerUnitLine(61_234.75, "EUR")).toBe("1 EUR = 1,633 sats");
    expect(satsPerUnitLine(67_187.33, "USD")).toBe("1 USD = 1,488 sats");
    // The Kuwaiti dinar buys more than a thousand times a dollar's sats.
    expect(satsPerUnitLine(20_654.32, "KWD")).toBe("1 KWD = 4,842 sats");
    expect(satsPerUnitLine(2_000, "XYZ")).toBe("1 XYZ = 50,000 sats");
    expect(formatSats(10.4)).toBe("10 sats");
    expect(formatSats(9_999.5)).toBe("10,000 sats");
  });

  it("keeps two significant digits below ten sats, for currencies without decimals too", () => {
    // The yen and the won have no minor unit; one of them buys a few sats or about one.
    expect(satsPerUnitLine(10_123_456, "JPY")).toBe("1 JPY = 9.9 sats");
    expect(satsPerUnitLine(91_234_567, "KRW")).toBe("1 KRW = 1.1 sats");
    expect(satsPerUnitLine(1_087_654_321, "IDR")).toBe("1 IDR = 0.092 sats");
    expect(satsPerUnitLine(1_712_345_678, "VND")).toBe("1 VND = 0.058 sats");
  });

  it("keeps the second digit when it is a zero: 0.80 is as precise as 0.92", () => {
    expect(formatSats(0.8)).toBe("0.80 sats");
    expect(formatSats(1)).toBe("1.0 sats");
    expect(formatSats(1.004)).toBe("1.0 sats");
  });

  it("is not known without a price", () => {
    expect(satsPerUnit(null)).toBeNull();
    expect(satsPerUnit(0)).toBeNull();
    expect(satsPerUnit(Number.NaN)).toBeNull();
    expect(satsPerUnitLine(null, "EUR")).toBeNull();
  });
});
