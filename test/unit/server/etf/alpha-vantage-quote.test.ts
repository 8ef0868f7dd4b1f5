// Every Alpha Vantage GLOBAL_QUOTE answer (all HTTP 200 but one) through our parser, as the fake
// server gives them in each mode.
import { describe, expect, it } from "vitest";
import { parseGlobalQuote } from "#app/server/etf/alpha-vantage-quote.server.ts";
import { alphaVantageAnswer, type AlphaVantageMode } from "#test/fakes/upstreams.ts";

const params = (symbol: string, apikey = "key") => new URLSearchParams({ function: "GLOBAL_QUOTE", symbol, apikey });
const parsed = (mode: AlphaVantageMode, symbol = "IBIT", apikey = "key") =>
  parseGlobalQuote(alphaVantageAnswer(mode, params(symbol, apikey))[1]);

describe("parsing Alpha Vantage GLOBAL_QUOTE answers", () => {
  it("a quote: the change percent as a number, the price and the trading day", () => {
    expect(parsed("success")).toEqual({ kind: "quote", changePercent: 2.3322, price: 50, tradingDay: "2026-11-20" });
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

  it("a quote with an odd price or day keeps the change and drops what it cannot read", () => {
    const answer = parseGlobalQuote({
      "Global Quote": { "05. price": "0", "07. latest trading day": "yesterday", "10. change percent": "-0.5%" },
    });
    expect(answer).toEqual({ kind: "quote", changePercent: -0.5, price: null, tradingDay: null });
  });

  it("HTTP 500 is the one non-200 answer; mixed mode mixes quotes with the failures", () => {
    expect(alphaVantageAnswer("http-500", params("IBIT"))[0]).toBe(500);
    expect(parsed("mixed", "IBIT")).toMatchObject({ kind: "quote" });
    expect(parsed("mixed", "BTCO")).toEqual({ kind: "empty" });
    expect(alphaVantageAnswer("mixed", params("EZBC"))[0]).toBe(500);
    expect(parsed("mixed", "BITS")).toMatchObject({ kind: "error" });
  });
});
