import { describe, expect, it } from "vitest";
import { PRICE_PAGES } from "#app/lib/currencies.ts";
import { changeBadge, formatConverterPrice, formatPagePrice } from "#app/lib/price-format.ts";

// Intl output uses narrow and non-breaking spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("price page formatting", () => {
  it.each([
    ["EUR", "67.187,33 €"],
    ["GBP", "£67,187.33"],
    ["JPY", "￥67,187"],
    ["INR", "₹67,187.33"],
    ["BRL", "R$ 67.187,33"],
    ["SEK", "67 187,33 kr"],
    ["CZK", "67 187,33 Kč"],
  ])("formats %s in its locale", (code, expected) => {
    expect(plain(formatPagePrice(67187.33, code))).toBe(expected);
  });

  it("writes SAR with Arabic-Indic digits, as ar-SA does", () => {
    expect(formatPagePrice(1234.5, "SAR")).toContain("١٬٢٣٤");
  });

  it("formats every one of the 24 page currencies in its page's locale", () => {
    for (const page of PRICE_PAGES) {
      const text = formatPagePrice(1234.5, page.code);
      expect(text, page.code).not.toBe("N/A");
      const expected = new Intl.NumberFormat(page.locale, { style: "currency", currency: page.code }).format(1234.5);
      expect(text).toBe(expected);
    }
  });

  it("shows N/A for a missing price", () => {
    expect(formatPagePrice(null, "EUR")).toBe("N/A");
    expect(formatPagePrice(Number.NaN, "EUR")).toBe("N/A");
  });
});

describe("converter formatting", () => {
  it("uses en-US with at most 2 fraction digits, and none for a currency without minor units", () => {
    expect(formatConverterPrice(67187.336, "USD")).toBe("$67,187.34");
    expect(formatConverterPrice(0.123456, "USD")).toBe("$0.12");
    expect(plain(formatConverterPrice(85_760_486.4, "CLP"))).toBe("CLP 85,760,486");
    expect(plain(formatConverterPrice(32_844_441.6, "HUF"))).toBe("HUF 32,844,442");
    expect(formatConverterPrice(124_991_347.2, "KRW")).toBe("₩124,991,347");
    expect(plain(formatConverterPrice(5_400_000.129, "IDR"))).toBe("IDR 5,400,000");
    // Three-digit currencies keep the converter's two.
    expect(plain(formatConverterPrice(20_000.1234, "KWD"))).toBe("KWD 20,000.12");
  });
});

describe("24h badge", () => {
  it("on price pages shows only a present, non-zero change", () => {
    expect(changeBadge(null, "single")).toBeNull();
    expect(changeBadge(undefined, "single")).toBeNull();
    expect(changeBadge(0, "single")).toBeNull();
    expect(changeBadge(3.637, "single")).toEqual({ direction: "up", text: "3.64%" });
    expect(changeBadge(-1.891, "single")).toEqual({ direction: "down", text: "1.89%" });
  });

  it("on the converter counts a missing change as 0, which is up", () => {
    expect(changeBadge(null, "converter")).toEqual({ direction: "up", text: "0.00%" });
    expect(changeBadge(0, "converter")).toEqual({ direction: "up", text: "0.00%" });
  });
});
