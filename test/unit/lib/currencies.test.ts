import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  MENU_PRICE_PAGES,
  PRICE_PAGES,
  currencyLabel,
  pricePagePath,
  pricePagesByRegion,
} from "#app/lib/currencies.ts";

describe("currencies", () => {
  it("lists the 50 currencies once each", () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(codes).toHaveLength(50);
    expect(new Set(codes).size).toBe(50);
    expect(codes.slice(0, 5)).toEqual(["USD", "EUR", "JPY", "GBP", "AUD"]);
    expect(codes.at(-1)).toBe("KES");
  });

  it("has a price page for each of the 50 at its /bitcoin-to-{slug} path, the spec's 24 in the menu", () => {
    expect(PRICE_PAGES).toHaveLength(50);
    expect(new Set(PRICE_PAGES.map((p) => p.code))).toEqual(new Set(CURRENCIES.map((c) => c.code)));
    expect(new Set(PRICE_PAGES.map((p) => p.slug)).size).toBe(50);
    for (const page of PRICE_PAGES) expect(page.slug, page.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(PRICE_PAGES.map(pricePagePath)).toEqual(expect.arrayContaining(["/bitcoin-to-usd", "/bitcoin-to-thb"]));
    expect(MENU_PRICE_PAGES).toHaveLength(24);
    expect(MENU_PRICE_PAGES.slice(0, 3).map((p) => p.slug)).toEqual(["euro", "gbp", "jpy"]);
    expect(MENU_PRICE_PAGES.map((p) => p.code)).not.toContain("USD");
    expect(PRICE_PAGES.map(pricePagePath)).toContain("/bitcoin-to-philippine-peso-php");
    expect(PRICE_PAGES.find((p) => p.slug === "rupee")?.code).toBe("INR");
    expect(PRICE_PAGES.find((p) => p.slug === "naira")?.locale).toBe("en-NG");
    const codes = new Set(CURRENCIES.map((c) => c.code));
    for (const page of PRICE_PAGES) expect(codes.has(page.code)).toBe(true);
  });

  it("groups the 50 pages by their currency's region, in the order of the currency list", () => {
    const groups = pricePagesByRegion();
    expect(groups.map((g) => g.region)).toEqual(["Americas", "Europe", "Asia", "Oceania", "Africa", "Middle East"]);
    expect(groups.flatMap((g) => g.pages)).toHaveLength(50);
    expect(groups[0]!.pages.slice(0, 2).map((p) => p.code)).toEqual(["USD", "CAD"]);
    expect(groups.find((g) => g.region === "Middle East")!.pages.map((p) => p.code)).toEqual([
      "ILS",
      "AED",
      "SAR",
      "QAR",
      "KWD",
      "BHD",
    ]);
  });

  it("labels a currency by its name and code, a retired one as one label", () => {
    const byCode = (code: string) => CURRENCIES.find((c) => c.code === code)!;
    expect(currencyLabel(byCode("EUR"))).toBe("Euro (EUR)");
    expect(currencyLabel(byCode("HRK"))).toBe("Croatian Kuna (HRK, retired)");
    for (const currency of CURRENCIES) expect(currencyLabel(currency)).toMatch(/^[^()]+ \([A-Z]{3}(, retired)?\)$/);
  });
});
