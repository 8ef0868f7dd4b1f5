// A price page writes every figure in its currency's locale: sats, changes and the distance from
// the high read like its price ("1.633 sats" beside "61.234,75 €"); every other page stays en-US.
import { describe, expect, it } from "vitest";
import { EN_US_STYLE, localeNumberStyle } from "#app/lib/number-style.ts";
import { changeBadge, pageNumberStyle } from "#app/lib/price-format.ts";
import { formatBelowHigh, formatChange } from "#app/lib/price-trend.ts";
import { formatSats } from "#app/lib/sats-per-unit.ts";

const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

describe("a price page's numbers", () => {
  const euro = pageNumberStyle("EUR");

  it("write sats, changes and the distance from the high as the euro's price is written", () => {
    expect(formatSats(1633.06, euro)).toBe("1.633 sats");
    expect(formatSats(1.14, euro)).toBe("1,1 sats");
    expect(nbsp(formatChange(-1.2345, euro))).toBe("\u22121,23 %");
    expect(nbsp(formatChange(25, euro))).toBe("+25,00 %");
    expect(nbsp(formatBelowHigh(46.72, euro))).toBe("46,7 % below");
    expect(nbsp(changeBadge(-1.2345, "single", euro)!.text)).toBe("1,23 %");
  });

  it("keep a locale's own digits, two significant ones below ten sats", () => {
    const riyal = pageNumberStyle("SAR");
    expect(formatSats(4.99, riyal)).toMatch(/^[\u0660-\u0669]٫[\u0660-\u0669] sats$/);
    expect(formatSats(0.8, pageNumberStyle("EUR"))).toBe("0,80 sats");
    expect(formatSats(1.01)).toBe("1.0 sats");
  });

  it("are en-US, without Intl, everywhere else", () => {
    expect(formatSats(1633.06)).toBe("1,633 sats");
    expect(formatChange(-1.2345)).toBe("\u22121.23%");
    expect(EN_US_STYLE.percent(3.6421, 2)).toBe("3.64%");
    expect(pageNumberStyle("USD").number(1633)).toBe(localeNumberStyle("en-US").number(1633));
  });
});
