import { describe, expect, it } from "vitest";
import { formatCompactUsd, formatNumber, formatTwoSignificantDigits, formatUsd } from "#app/lib/en-us-numbers.ts";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });
const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 2,
});
const upTo = (maximumFractionDigits: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits });
const wholeUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const twoDigits = new Intl.NumberFormat("en-US", { minimumSignificantDigits: 2, maximumSignificantDigits: 2 });

/** The same values on every run: Park and Miller's minimal generator (exact in doubles). */
function seededValues(count: number, seed: number, make: (unit: number) => number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 48_271) % 2_147_483_647;
    return make(state / 2_147_483_647);
  });
}

const EDGES = [
  0, -0, 0.001, -0.001, 0.004, 0.005, 0.5, 0.995, 1, 1.005, 1.015, 2.675, 9.995, 12.345, 999.994, 999.995, 999.999,
  1000, 1234, 99_999.995, 999_994, 999_995, 1e6, 1.235e9, 1.2349e12, 1.9e12, 999.996e12, 1e15, 1.5e16, 1e21, 1.5e-7,
  -1_234_567.891, 67_187.33, 2_400_000_000_000, 19_700_000,
];
// Prices, market caps and supplies from a thousandth to ten trillion, with 0–6 decimals, a tenth
// of them negative.
const RANDOM = seededValues(3000, 42, (unit) => {
  const magnitude = Math.floor(unit * 17) - 3;
  const digits = Math.floor((unit * 1000) % 7);
  const mantissa = (unit * 7919) % 1;
  return Number((mantissa * 10 ** magnitude).toFixed(digits)) * (unit < 0.1 ? -1 : 1);
});

describe("numbers written as Intl's en-US formats", () => {
  it.each([
    ["formatUsd", formatUsd, usd],
    ["formatCompactUsd", formatCompactUsd, compactUsd],
    ["formatUsd with whole dollars", (value: number) => formatUsd(value, 0), wholeUsd],
    ["formatNumber", (value: number) => formatNumber(value), upTo(0)],
    ["formatNumber to 2 places", (value: number) => formatNumber(value, 2), upTo(2)],
    ["formatNumber to 8 places", (value: number) => formatNumber(value, 8), upTo(8)],
  ] as const)("%s writes what Intl writes, on edge and random values", (_name, format, intl) => {
    for (const value of [...EDGES, ...EDGES.map((edge) => -edge), ...RANDOM]) {
      expect(format(value), String(value)).toBe(intl.format(value));
    }
  });

  it("formatTwoSignificantDigits writes what Intl writes for sats per unit below a hundred", () => {
    const small = seededValues(3000, 7, (unit) =>
      Number((unit * 10 ** ((Math.floor(unit * 1000) % 6) - 4)).toPrecision(4)),
    );
    for (const value of [0, 0.092, 0.0995, 0.995, 1.05, 1.15, 9.5, 9.95, 9.96, 10, 99.4, ...small]) {
      expect(formatTwoSignificantDigits(value), String(value)).toBe(twoDigits.format(value));
    }
  });

  it("reads as a person expects", () => {
    expect(formatUsd(67_187.333)).toBe("$67,187.33");
    expect(formatCompactUsd(1_935_000_000_000)).toBe("$1.94T");
    expect(formatCompactUsd(999_999)).toBe("$1M");
    expect(formatCompactUsd(45_600_000_000)).toBe("$45.6B");
    expect(formatNumber(19_700_000.4)).toBe("19,700,000");
    expect(formatNumber(12.5, 2)).toBe("12.5");
    expect(formatUsd(67_187.5, 0)).toBe("$67,188");
    expect(formatTwoSignificantDigits(0.0921)).toBe("0.092");
    expect(formatTwoSignificantDigits(0.8)).toBe("0.80");
  });
});
