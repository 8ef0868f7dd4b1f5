// Which polled prices are believed: the rules that keep a source's absurd answer off the pages
// and out of the price history, without locking out a real move.
import { describe, expect, it } from "vitest";
import { keepPlausiblePrices, plausibleHistory, plausibleMarket } from "#app/server/prices/plausible-prices.server.ts";
import type { CurrencyPrice, MarketSnapshot, PriceTable } from "#app/server/prices/price-sources.server.ts";

const NOW = Date.UTC(2026, 10, 22, 12);
const price = (value: number, source: CurrencyPrice["source"] = "coingecko", updatedAt = NOW): CurrencyPrice => ({
  value,
  change24h: null,
  updatedAt,
  source,
});
const table = (source: CurrencyPrice["source"], values: Record<string, number>): PriceTable =>
  Object.fromEntries(Object.entries(values).map(([code, value]) => [code, price(value, source)]));

describe("keepPlausiblePrices", () => {
  it("keeps sane prices that agree", () => {
    const judged = keepPlausiblePrices(
      table("coingecko", { USD: 67_000, EUR: 61_000 }),
      table("coinbase", { USD: 66_900, COP: 270_000_000 }),
      undefined,
      NOW,
    );
    expect(Object.keys(judged.coingecko)).toEqual(["USD", "EUR"]);
    expect(Object.keys(judged.coinbase)).toEqual(["USD", "COP"]);
    expect(judged.rejected).toEqual([]);
  });

  it("drops 1e30 from one source, even on the first poll, and keeps the other source", () => {
    const judged = keepPlausiblePrices(
      table("coingecko", { USD: 1e30, EUR: 1e30 }),
      table("coinbase", { USD: 66_900, EUR: 61_100 }),
      undefined,
      NOW,
    );
    expect(judged.coingecko).toEqual({});
    expect(Object.keys(judged.coinbase)).toEqual(["USD", "EUR"]);
    expect(judged.rejected).toEqual(["coingecko: implausible prices ignored (USD 1e+30, EUR 1e+30)"]);
  });

  it("believes nothing when the dollar price itself is absurd in every source", () => {
    const judged = keepPlausiblePrices(
      table("coingecko", { USD: 1e30, EUR: 1e30 }),
      table("coinbase", { USD: 1e30, EUR: 1e30 }),
      undefined,
      NOW,
    );
    expect(judged.coingecko).toEqual({});
    expect(judged.coinbase).toEqual({});
  });

  it("drops a price more than half away from the last accepted one when the other source does not back it", () => {
    const previous = table("coingecko", { USD: 67_000, KES: 8_650_000 });
    const judged = keepPlausiblePrices(
      table("coingecko", { USD: 67_500 }),
      table("coinbase", { USD: 67_400, KES: 20_000_000 }),
      previous,
      NOW,
    );
    expect(judged.coinbase.KES).toBeUndefined();
    expect(judged.coinbase.USD).toBeDefined();
  });

  it("accepts a large move both sources agree on", () => {
    const previous = table("coingecko", { USD: 67_000 });
    const judged = keepPlausiblePrices(
      table("coingecko", { USD: 134_000 }),
      table("coinbase", { USD: 133_900 }),
      previous,
      NOW,
    );
    expect(judged.coingecko.USD?.value).toBe(134_000);
  });

  it("stops holding a single-source price back once the last accepted one is a day old", () => {
    const previous = { KES: price(8_650_000, "coinbase", NOW - 25 * 3_600_000), USD: price(67_000) };
    const judged = keepPlausiblePrices(
      table("coingecko", { USD: 67_100 }),
      table("coinbase", { KES: 20_000_000 }),
      previous,
      NOW,
    );
    expect(judged.coinbase.KES?.value).toBe(20_000_000);
  });
});

describe("plausibleMarket and plausibleHistory", () => {
  const market: MarketSnapshot = {
    price: 67_000,
    change24h: 1,
    marketCap: 1e12,
    totalVolume: 3e10,
    circulatingSupply: 19_790_000,
    high24h: 68_000,
    low24h: 65_000,
    sparkline: [66_000, 1e30, 67_000],
    updatedAt: NOW,
  };

  it("keeps the home card's figures only when their price agrees with the poll's dollar price", () => {
    expect(plausibleMarket(market, 67_100)?.sparkline).toEqual([66_000, 67_000]);
    expect(plausibleMarket({ ...market, price: 1e30 }, 67_100)).toBeNull();
    expect(plausibleMarket(market, undefined)).toBeNull();
  });

  it("keeps history points within a factor of ten of today's price", () => {
    expect(
      plausibleHistory(
        [
          [1, 20_000],
          [2, 1e30],
          [3, 5_000],
        ],
        67_000,
      ),
    ).toEqual([[1, 20_000]]);
  });
});
