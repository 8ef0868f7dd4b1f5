import { describe, expect, it } from "vitest";
import { CURRENCIES, PRICE_PAGES, currencyLabel, pricePagePath } from "#app/lib/currencies.ts";

describe("currencies", () => {
  it("lists the 50 currencies once each", () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(codes).toHaveLength(50);
    expect(new Set(codes).size).toBe(50);
    expect(codes.slice(0, 5)).toEqual(["USD", "EUR", "JPY", "GBP", "AUD"]);
    expect(codes.at(-1)).toBe("KES");
  });

  it("has 24 price pages at their /bitcoin-to-{slug} paths, each for a listed currency", () => {
    expect(PRICE_PAGES).toHaveLength(24);
    expect(PRICE_PAGES.map(pricePagePath)).toContain("/bitcoin-to-philippine-peso-php");
    expect(PRICE_PAGES.find((p) => p.slug === "rupee")?.code).toBe("INR");
    expect(PRICE_PAGES.find((p) => p.slug === "naira")?.locale).toBe("en-NG");
    const codes = new Set(CURRENCIES.map((c) => c.code));
    for (const page of PRICE_PAGES) expect(codes.has(page.code)).toBe(true);
  });

  it("labels a currency by its name and code, a retired one as one label", () => {
    const byCode = (code: string) => CURRENCIES.find((c) => c.code === code)!;
    expect(currencyLabel(byCode("EUR"))).toBe("Euro (EUR)");
    expect(currencyLabel(byCode("HRK"))).toBe("Croatian Kuna (HRK, retired)");
    for (const currency of CURRENCIES) expect(currencyLabel(currency)).toMatch(/^[^()]+ \([A-Z]{3}(, retired)?\)$/);
  });
});
