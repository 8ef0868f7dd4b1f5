// Every answer the fake upstreams give (each in the real service's wire format) through our
// parsers: what a poll makes of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  parseCoinbaseRates,
  parseCoinGeckoMarket,
  parseCoinGeckoSimplePrice,
  parseMarketChart,
} from "#app/server/prices/price-sources.server.ts";
import { startFakeUpstreams, type FakeMode, type FakeUpstreams } from "#test/fakes/upstreams.ts";

const NOW = Date.now();
let fake: FakeUpstreams;
beforeAll(async () => (fake = await startFakeUpstreams()));
afterAll(() => fake.close());

async function answer(mode: FakeMode, path: string) {
  await fetch(`${fake.url}/__mode`, { method: "POST", body: JSON.stringify({ mode }) }).then((r) => r.text());
  const response = await fetch(`${fake.url}${path}`);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body };
}

const SIMPLE = "/api/v3/simple/price?ids=bitcoin&vs_currencies=usd,eur,jpy,cop&include_24hr_change=true";
const RATES = "/v2/exchange-rates?currency=BTC";
const MARKETS = "/api/v3/coins/markets?vs_currency=usd&ids=bitcoin&sparkline=true";
const CHART = (currency: string, days: number) =>
  `/api/v3/coins/bitcoin/market_chart?vs_currency=${currency}&days=${days}`;

describe("parsing every fake answer", () => {
  it("normal: prices with changes (JPY's change null, COP absent), Coinbase strings, market and charts", async () => {
    const simple = parseCoinGeckoSimplePrice((await answer("normal", SIMPLE)).body, NOW);
    expect(Object.keys(simple).sort()).toEqual(["EUR", "JPY", "USD"]);
    expect(simple.EUR).toMatchObject({ value: 61234.75, change24h: -1.2345 });
    expect(simple.JPY!.change24h).toBeNull();
    const rates = parseCoinbaseRates((await answer("normal", RATES)).body, NOW);
    expect(Object.keys(rates)).toHaveLength(49);
    expect(rates.COP!.value).toBe(270123456.78);
    const market = parseCoinGeckoMarket((await answer("normal", MARKETS)).body, NOW);
    expect(market).toMatchObject({ price: 67187.33, circulatingSupply: 19790000, low24h: 65123.25 });
    expect(market!.sparkline).toHaveLength(168);
    expect(parseMarketChart((await answer("normal", CHART("usd", 1))).body)).toHaveLength(289);
    expect(parseMarketChart((await answer("normal", CHART("eur", 90))).body)).toHaveLength(2161);
    expect(parseMarketChart((await answer("normal", CHART("eur", 365))).body)).toHaveLength(366);
  });

  it("normal: a currency CoinGecko does not chart is a 400 with its error body", async () => {
    const { status, body } = await answer("normal", CHART("cop", 90));
    expect(status).toBe(400);
    expect(body).toEqual({ error: "invalid vs_currency" });
    expect(parseMarketChart(body)).toEqual([]);
  });

  it("partial: CoinGecko prices USD only", async () => {
    expect(Object.keys(parseCoinGeckoSimplePrice((await answer("partial", SIMPLE)).body, NOW))).toEqual(["USD"]);
  });

  it("rate-limited: 429 with Retry-After 119 from CoinGecko, Coinbase's error list, nothing parsed", async () => {
    const coingecko = await answer("rate-limited", SIMPLE);
    expect(coingecko).toMatchObject({ status: 429, retryAfter: "119" });
    expect(parseCoinGeckoSimplePrice(coingecko.body, NOW)).toEqual({});
    expect(parseCoinGeckoMarket((await answer("rate-limited", MARKETS)).body, NOW)).toBeNull();
    const coinbase = await answer("rate-limited", RATES);
    expect(coinbase.status).toBe(429);
    expect(parseCoinbaseRates(coinbase.body, NOW)).toEqual({});
  });

  it("error: 500 with a text body", async () => {
    const { status, body } = await answer("error", SIMPLE);
    expect(status).toBe(500);
    expect(body).toBeNull();
  });

  it("malformed: cut-off JSON that does not parse", async () => {
    const { status, body } = await answer("malformed", MARKETS);
    expect(status).toBe(200);
    expect(body).toBeNull();
    expect(parseCoinGeckoMarket(body, NOW)).toBeNull();
    expect(parseMarketChart(body)).toEqual([]);
  });
});
