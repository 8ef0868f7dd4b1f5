// Every Alpha Vantage GLOBAL_QUOTE answer (all HTTP 200 but one) through our parser, as the fake
// server gives them in each mode.
import { describe, expect, it } from "vitest";
import { parseGlobalQuote } from "#app/server/etf/alpha-vantage-quote.server.ts";
import { alphaVantageAnswer, FAKE_TRADING_DAY, type AlphaVantageMode } from "#test/fakes/upstreams.ts";

const params = (symbol: string, apikey = "key") => new URLSearchParams({ function: "GLOBAL_QUOTE", symbol, apikey });
const parsed = (mode: AlphaVantageMode, symbol = "IBIT", apikey = "key") =>
  parseGlobalQuote(alphaVantageAnswer(mode, params(symbol, apikey))[1]);

describe("parsing Alpha Vantage GLOBAL_QUOTE answers", () => {
  it("a quote: the change percent as a number, the price and the trading day", () => {
    expect(parsed("success")).toEqual({
      kind: "quote",
      changePercent: 2.3322,
      price: 50,
      tradingDay: FAKE_TRADING_DAY,
    });
    expect(parsed("success", "GBTC")).toMatchObject({ kind: "quote", changePercent: -0.5 });
    expect(parsed("falling", "BITO")).toMatchObject({ kind: "quote", changePercent: -1.5 });
  });

  it("the rate-limit 'Information' (current) and 'Note' (older), and the demo key, are limit answers", () => {
    expect(parsed("information")).toMatchObject({
      kind: "limit",
      message: expect.stringContaining("25 requests per day"),
    });
    expect(parsed("note")).toMatchObject({ kind: "limit", message: expect.stringContaining("call frequency") });
    expect(parsed("success", "IBIT", "demo")).toMatchObject({
      kind: "limit",
      message: expect.stringContaining("demo"),
    });
  });

  it("an empty quote (unknown symbol) and a missing one are empty", () => {
    expect(parsed("empty")).toEqual({ kind: "empty" });
    expect(parsed("success", "NOPE")).toEqual({ kind: "empty" });
    expect(parseGlobalQuote({})).toEqual({ kind: "empty" });
  });

  it("an 'Error Message', a missing key and broken bodies are errors", () => {
    expect(parsed("error-message")).toMatchObject({
      kind: "error",
      message: expect.stringContaining("Invalid API call"),
    });
    expect(parsed("success", "IBIT", "")).toMatchObject({ kind: "error", message: expect.stringContaining("apikey") });
    expect(parseGlobalQuote(null)).toMatchObject({ kind: "error" });
    expect(parseGlobalQuote([1])).toMatchObject({ kind: "error" });
    expect(parseGlobalQuote({ "Global Quote": "x" })).toMatchObject({ kind: "error" });
    expect(parseGlobalQuote({ "Global Quote": { "10. change percent": "n/a" } })).toMatchObject({ kind: "error" });
  });

  it("a quote without a price or day keeps the change", () => {
    const answer = parseGlobalQuote({ "Global Quote": { "10. change percent": "-0.5%" } });
    expect(answer).toEqual({ kind: "quote", changePercent: -0.5, price: null, tradingDay: null });
  });

  it("a quote with a figure out of bounds is not believed", () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const quote = (fields: Record<string, string>) =>
      parseGlobalQuote(
        {
          "Global Quote": {
            "05. price": "50.0000",
            "06. volume": "41234567",
            "07. latest trading day": "2026-11-24",
            "10. change percent": "2.3322%",
            ...fields,
          },
        },
        now,
      );
    expect(quote({})).toMatchObject({ kind: "quote", price: 50, tradingDay: "2026-11-24" });
    expect(quote({ "07. latest trading day": "2026-11-26" })).toMatchObject({ kind: "quote" });
    const broken: Record<string, string>[] = [
      { "10. change percent": "1000000000000000000000000000000%" },
      { "10. change percent": "1000%" },
      { "10. change percent": "-100%" },
      { "10. change percent": "-150.0000%" },
      { "05. price": "0" },
      { "05. price": "-50" },
      { "05. price": "1e9" },
      { "05. price": "abc" },
      { "06. volume": "-1" },
      { "06. volume": "1e20" },
      { "07. latest trading day": "9999-99-99" },
      { "07. latest trading day": "2026-02-30" },
      { "07. latest trading day": "yesterday" },
      { "07. latest trading day": "2026-11-27" },
      { "07. latest trading day": "1970-01-01" },
    ];
    for (const fields of broken)
      expect(quote(fields), JSON.stringify(fields)).toMatchObject({
        kind: "error",
        message: expect.stringContaining("implausible"),
      });
  });

  it("HTTP 500 is the one non-200 answer; mixed mode mixes quotes with the failures", () => {
    expect(alphaVantageAnswer("http-500", params("IBIT"))[0]).toBe(500);
    expect(parsed("mixed", "IBIT")).toMatchObject({ kind: "quote" });
    expect(parsed("mixed", "BTCO")).toEqual({ kind: "empty" });
    expect(alphaVantageAnswer("mixed", params("EZBC"))[0]).toBe(500);
    expect(parsed("mixed", "BITS")).toMatchObject({ kind: "error" });
  });
});
