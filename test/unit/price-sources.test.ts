import { describe, expect, it } from "vitest";
import {
  combinePrices,
  HRK_PER_EUR,
  parseCoinbaseRates,
  parseCoinGeckoSimplePrice,
} from "~/server/prices/price-sources";

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
