// The badge's second row says when and where its price is from, as much of it as fits the price's
// row, and the badge widens only for the shortest form.
import { describe, expect, it } from "vitest";
import { badgeLayout, BADGE_HEIGHT, priceBadgeSvg } from "#app/lib/price-badge.ts";
import { priceBadgeContent } from "#app/server/prices/price-badge.server.ts";

const at = Date.parse("2026-11-29T14:05:30Z");

describe("the price badge's second row", () => {
  it("gives the day, the time and the source when they fit under the price", () => {
    const content = priceBadgeContent("IDR", { value: 1_453_246_887.12, updatedAt: at, source: "coingecko" }, at);
    expect(content.title.replace(/\u00a0/g, " ")).toBe(
      "1 BTC = IDR 1,453,246,887, at 14:05 UTC on Nov 29, 2026, from CoinGecko",
    );
    expect(badgeLayout(content)).toMatchObject({ height: BADGE_HEIGHT, detail: "Nov 29, 14:05 UTC · CoinGecko" });
  });

  it("drops the day, then the source, under a short price, and never cuts the row", () => {
    const content = priceBadgeContent("EUR", { value: 61_234.75, updatedAt: at, source: "coinbase" }, at);
    const layout = badgeLayout(content);
    expect(layout.detail).toBe("14:05 UTC · Coinbase");
    expect(layout.width).toBeGreaterThanOrEqual(Math.ceil("14:05 UTC · Coinbase".length * 5.5 + 12));
    const tiny = badgeLayout({ value: "$1", details: ["Nov 29, 14:05 UTC · CoinGecko", "14:05 UTC"] });
    expect(tiny.detail).toBe("14:05 UTC");
    expect(priceBadgeSvg({ ...content, title: "t", tone: "price" })).toContain(">14:05 UTC · Coinbase</text>");
  });

  it("says a price is the last known one, and has no second row without a price", () => {
    const stale = priceBadgeContent("EUR", { value: 1, updatedAt: at, source: "coingecko" }, at + 3_600_000);
    expect(stale.title).toContain("(last known price), at 14:05 UTC");
    const none = priceBadgeContent("EUR", undefined, at);
    expect(badgeLayout(none)).toMatchObject({ height: 20, detail: null });
  });
});
