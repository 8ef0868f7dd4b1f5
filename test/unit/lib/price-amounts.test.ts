import { describe, expect, it } from "vitest";
import { convertAmount, fiatDigits, parseAmount, tableFiatAmounts } from "#app/lib/price-amounts.ts";

describe("parsing amounts", () => {
  it("accepts plain and grouped decimals", () => {
    expect(parseAmount("0.5", "btc", 60000)).toEqual({ ok: true, value: 0.5 });
    expect(parseAmount(" 1,250.75 ", "fiat", 60000)).toEqual({ ok: true, value: 1250.75 });
    expect(parseAmount(".25", "btc", null)).toEqual({ ok: true, value: 0.25 });
    expect(parseAmount("100000", "sats", null)).toEqual({ ok: true, value: 100000 });
  });

  it("refuses words, negatives, exponents, fractional sats and more than 21M BTC", () => {
    for (const raw of ["abc", "-1", "1e5", "", "1.2.3", "0x10"]) expect(parseAmount(raw, "btc", 1).ok).toBe(false);
    expect(parseAmount("1.5", "sats", 1)).toEqual({ ok: false, message: "Sats are whole numbers." });
    expect(parseAmount("21000001", "btc", 1).ok).toBe(false);
    expect(parseAmount("21000000", "btc", 1).ok).toBe(true);
    expect(parseAmount("2000000000000", "fiat", 60000).ok).toBe(false);
  });
});

describe("converting amounts", () => {
  it("fills the other two fields from any one", () => {
    expect(convertAmount(0.5, "btc", 60000, "EUR")).toEqual({ btc: "0.5", sats: "50000000", fiat: "30000" });
    expect(convertAmount(12345, "sats", 60000, "EUR")).toEqual({ btc: "0.00012345", sats: "12345", fiat: "7.41" });
    expect(convertAmount(100, "fiat", 60000, "USD")).toEqual({ btc: "0.00166667", sats: "166667", fiat: "100" });
    expect(convertAmount(1, "btc", 10123456.4, "JPY").fiat).toBe("10123456");
  });

  it("leaves fiat empty without a price", () => {
    expect(convertAmount(1, "btc", null, "EUR")).toEqual({ btc: "1", sats: "100000000", fiat: "" });
    expect(convertAmount(100, "fiat", null, "EUR")).toEqual({ btc: "", sats: "", fiat: "100" });
  });

  it("knows each currency's fraction digits", () => {
    expect(fiatDigits("EUR")).toBe(2);
    expect(fiatDigits("JPY")).toBe(0);
    expect(fiatDigits("KWD")).toBe(3);
  });
});

describe("the conversion table's fiat amounts", () => {
  it("scales round amounts to the currency", () => {
    expect(tableFiatAmounts(67187)).toEqual([10, 50, 100, 500, 1000, 5000, 10000, 50000]);
    expect(tableFiatAmounts(1_087_654_321)[0]).toBe(1_000_000);
    expect(tableFiatAmounts(20654)[0]).toBe(10);
  });
});
