import { describe, expect, it } from "vitest";
import {
  bitcoinHeld,
  bitcoinHeldTotal,
  totalDaysText,
  btcText,
  roundToSignificant,
  shareOfSupplyText,
  significantDigits,
  type HoldingInputs,
} from "#app/lib/etf-bitcoin-held.ts";

const spot: HoldingInputs = { type: "spot", aumDollars: 53e9, aumAsOf: "2025-03-31", reported: null };

describe("the bitcoin a fund holds", () => {
  it("is the reported figure when the editors entered one, whatever the price", () => {
    const reported = { btc: 571_234.5, asOf: "2026-11-20", sourceUrl: "https://example.com/h" };
    expect(bitcoinHeld({ ...spot, reported }, 82_000)).toEqual({ kind: "reported", ...reported });
  });

  it("is estimated as AUM over the day's closing price, to the precision of the less precise of the two", () => {
    // $53 billion is known to two digits: 642,035.1 BTC reads as 640,000.
    expect(bitcoinHeld(spot, 82_550.37)).toEqual({
      kind: "estimated",
      btc: 640_000,
      asOf: "2025-03-31",
      usdPrice: 82_550.37,
    });
    // Net assets to the dollar over a price to the cent ($82,550.00): seven digits.
    const exact = bitcoinHeld({ ...spot, aumDollars: 47_775_497_392 }, 82_550);
    expect(exact).toMatchObject({ btc: 578_746.2 });
  });

  it("counts the digits a figure is written with", () => {
    expect(significantDigits(53e9)).toBe(2);
    expect(significantDigits(4.43e9)).toBe(3);
    expect(significantDigits(47_775_497_392)).toBe(11);
    expect(significantDigits(82_550)).toBe(4);
    expect(significantDigits(0.25)).toBe(2);
    expect(roundToSignificant(642_035.4, 2)).toBe(640_000);
    expect(roundToSignificant(578_741.58, 5)).toBe(578_740);
  });

  it("is not known without a price for the day, and none for a futures fund", () => {
    expect(bitcoinHeld(spot, null)).toEqual({ kind: "not-known", reason: "no-price", asOf: "2025-03-31" });
    expect(bitcoinHeld(spot, 0)).toMatchObject({ reason: "no-price" });
    expect(bitcoinHeld({ ...spot, type: "futures" }, 82_550)).toMatchObject({ reason: "futures" });
  });

  it("adds up the known figures with their share of 21,000,000 and the days they are of", () => {
    const total = bitcoinHeldTotal([
      bitcoinHeld(spot, 100_000),
      bitcoinHeld({ ...spot, reported: { btc: 470_000, asOf: "2026-11-20", sourceUrl: "https://e.com" } }, null),
      bitcoinHeld({ ...spot, type: "futures" }, 100_000),
    ]);
    expect(total).toEqual({
      btc: 1_000_000,
      funds: 2,
      estimated: 1,
      shareOfSupply: (1_000_000 / 21_000_000) * 100,
      firstAsOf: "2025-03-31",
      lastAsOf: "2026-11-20",
    });
    expect(totalDaysText(total!)).toBe("Mar 31, 2025 to Nov 20, 2026");
    expect(totalDaysText({ firstAsOf: "2026-10-30", lastAsOf: "2026-11-27" })).toBe("Oct 30 to Nov 27, 2026");
    expect(totalDaysText({ firstAsOf: "2026-11-27", lastAsOf: "2026-11-27" })).toBe("Nov 27, 2026");
    expect(bitcoinHeldTotal([bitcoinHeld(spot, null)])).toBeNull();
  });

  it("reads in whole bitcoin from 100, with up to two decimals below, and the share to two decimals", () => {
    expect(btcText(642_035.4)).toBe("642,035 BTC");
    expect(btcText(12.5)).toBe("12.5 BTC");
    expect(btcText(0.126)).toBe("0.13 BTC");
    expect(shareOfSupplyText(4.7619)).toBe("4.76%");
    expect(shareOfSupplyText(0.004)).toBe("under 0.01%");
    expect(shareOfSupplyText(0)).toBe("0.00%");
  });
});
