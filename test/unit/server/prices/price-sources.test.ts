import { describe, expect, it } from "vitest";
import {
  combinePrices,
  HRK_PER_EUR,
  parseCoinbaseRates,
  parseCoinGeckoMarket,
  parseCoinGeckoSimplePrice,
  parseMarketChart,
} from "#app/server/prices/price-sources.server.ts";

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe("CoinGecko simple/price", () => {
  it("reads each currency's price, 24h change and the update time", () => {
    const table = parseCoinGeckoSimplePrice(
      {
        bitcoin: {
          usd: 67187.33,
          usd_24h_change: 3.637,
          eur: 61234.75,
          eur_24h_change: null,
          last_updated_at: 1711356300,
        },
      },
      NOW,
    );
    expect(table.USD).toEqual({ value: 67187.33, change24h: 3.637, updatedAt: 1711356300000, source: "coingecko" });
    expect(table.EUR!.change24h).toBeNull();
    expect(table.COP).toBeUndefined();
  });

  it("drops odd values and survives malformed answers", () => {
    expect(parseCoinGeckoSimplePrice({ bitcoin: { usd: "67000", eur: -1, gbp: 50000 } }, NOW)).toEqual({
      GBP: { value: 50000, change24h: null, updatedAt: NOW, source: "coingecko" },
    });
    expect(parseCoinGeckoSimplePrice(null, NOW)).toEqual({});
    expect(parseCoinGeckoSimplePrice({ status: { error_code: 429 } }, NOW)).toEqual({});
  });
});

describe("Coinbase exchange-rates", () => {
  it("reads string rates for our currencies only", () => {
    const table = parseCoinbaseRates(
      { data: { currency: "BTC", rates: { USD: "67187.33", COP: "270000000.5", XYZ: "1", KES: "abc" } } },
      NOW,
    );
    expect(Object.keys(table).sort()).toEqual(["COP", "USD"]);
    expect(table.COP).toEqual({ value: 270000000.5, change24h: null, updatedAt: NOW, source: "coinbase" });
  });

  it("ignores rates of another base currency and error bodies", () => {
    expect(parseCoinbaseRates({ data: { currency: "USD", rates: { EUR: "0.9" } } }, NOW)).toEqual({});
    expect(parseCoinbaseRates({ errors: [{ id: "rate_limit_exceeded" }] }, NOW)).toEqual({});
  });
});

describe("combining the sources", () => {
  it("prefers CoinGecko, fills gaps from Coinbase and derives HRK from EUR", () => {
    const coingecko = parseCoinGeckoSimplePrice(
      { bitcoin: { usd: 67000, usd_24h_change: 1.5, eur: 60000, eur_24h_change: -0.5, last_updated_at: 1711356300 } },
      NOW,
    );
    const coinbase = parseCoinbaseRates({ data: { currency: "BTC", rates: { USD: "66000", COP: "270000000" } } }, NOW);
    const table = combinePrices(coingecko, coinbase);
    expect(table.USD!.source).toBe("coingecko");
    expect(table.USD!.value).toBe(67000);
    expect(table.COP).toMatchObject({ source: "coinbase", change24h: null });
    expect(table.HRK).toMatchObject({ value: 60000 * HRK_PER_EUR, change24h: -0.5, source: "derived-from-eur" });
  });

  it("leaves HRK out without a euro price", () => {
    expect(combinePrices({}, {}).HRK).toBeUndefined();
  });
});

describe("CoinGecko coins/markets", () => {
  const bitcoin = {
    id: "bitcoin",
    current_price: 67187.33,
    market_cap: 1.3e12,
    total_volume: 3.4e10,
    high_24h: 68000,
    low_24h: null,
    price_change_percentage_24h: -1.25,
    circulating_supply: 19790000,
    last_updated: "2026-11-22T11:59:30.000Z",
    sparkline_in_7d: { price: [66000, null, 67000, "x", 67187.33] },
  };

  it("reads the card's figures, keeps unknown ones as null and drops odd sparkline points", () => {
    expect(parseCoinGeckoMarket([bitcoin], NOW)).toEqual({
      price: 67187.33,
      change24h: -1.25,
      marketCap: 1.3e12,
      totalVolume: 3.4e10,
      circulatingSupply: 19790000,
      high24h: 68000,
      low24h: null,
      sparkline: [66000, 67000, 67187.33],
      updatedAt: Date.parse("2026-11-22T11:59:30.000Z"),
    });
  });

  it("needs a Bitcoin row with a price", () => {
    expect(parseCoinGeckoMarket([], NOW)).toBeNull();
    expect(parseCoinGeckoMarket([{ ...bitcoin, current_price: null }], NOW)).toBeNull();
    expect(parseCoinGeckoMarket({ error: "invalid vs_currency" }, NOW)).toBeNull();
    expect(parseCoinGeckoMarket([{ ...bitcoin, last_updated: null }], NOW)!.updatedAt).toBe(NOW);
  });
});

describe("CoinGecko market_chart", () => {
  it("keeps well-formed [time, price] points only", () => {
    expect(parseMarketChart({ prices: [[1, 2], [2, null], "x", [3, 4, 5], [4, -1]] })).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(parseMarketChart({ error: "invalid vs_currency" })).toEqual([]);
  });
});
