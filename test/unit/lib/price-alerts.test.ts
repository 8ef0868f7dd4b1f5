import { describe, expect, it } from "vitest";
import { alertCrossed, parseAlertLevel } from "#app/lib/price-alerts.ts";

describe("when an alert fires", () => {
  it("'above' fires at or above the level, 'below' at or below it", () => {
    expect(alertCrossed("above", 100_000, 99_999.99)).toBe(false);
    expect(alertCrossed("above", 100_000, 100_000)).toBe(true);
    expect(alertCrossed("above", 100_000, 134_374.66)).toBe(true);
    expect(alertCrossed("below", 60_000, 60_000.01)).toBe(false);
    expect(alertCrossed("below", 60_000, 60_000)).toBe(true);
    expect(alertCrossed("below", 60_000, 59_000)).toBe(true);
  });
});

describe("reading a level", () => {
  it("accepts plain and grouped prices, with the currency's decimals", () => {
    expect(parseAlertLevel("65000", "USD", 67_187.33)).toEqual({ ok: true, value: 65_000 });
    expect(parseAlertLevel(" 100,000.50 ", "EUR", 61_234.75)).toEqual({ ok: true, value: 100_000.5 });
    expect(parseAlertLevel("12000000", "JPY", 10_123_456)).toEqual({ ok: true, value: 12_000_000 });
    expect(parseAlertLevel("0.5", "USD", null)).toEqual({ ok: true, value: 0.5 });
  });

  it("refuses what is not a price, with a message for each", () => {
    const message = (raw: string, code = "USD", price: number | null = 67_187.33) => {
      const parsed = parseAlertLevel(raw, code, price);
      return parsed.ok ? null : parsed.message;
    };
    expect(message("")).toBe("Enter a price.");
    expect(message("abc")).toBe("Enter the price using digits and at most one decimal point, like 65000.");
    for (const raw of ["1e5", "1.2.3", "0x10", "65 000", "1,00", "Infinity", "NaN"])
      expect(message(raw)).toBe("Enter the price using digits and at most one decimal point, like 65000.");
    expect(message("0")).toBe("Enter a price above zero.");
    expect(message("0.00")).toBe("Enter a price above zero.");
    expect(message("-5")).toBe("Enter a price above zero.");
    expect(message("65000.123")).toBe("Use at most 2 decimals.");
    expect(message("12000000.5", "JPY", 10_123_456)).toBe("JPY prices are whole numbers.");
  });

  it("refuses an absurdly large level: over 100 times the price, or over 1e13 with no price", () => {
    expect(parseAlertLevel("6718733", "USD", 67_187.33).ok).toBe(true);
    expect(message100()).toBe("That is more than 100 times the current price. Check the number of digits.");
    expect(parseAlertLevel("99999999999999", "USD", null)).toEqual({
      ok: false,
      message: "That price is too large. Check the number of digits.",
    });
    expect(parseAlertLevel("9999999999999999999999", "USD", null).ok).toBe(false);
  });
});

function message100() {
  const parsed = parseAlertLevel("6718734", "USD", 67_187.33);
  return parsed.ok ? null : parsed.message;
}
