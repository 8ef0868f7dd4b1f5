// The ETF table: the seeded funds, stored quotes laid over them, and what a refresh tells the visitor.
import { describe, expect, it } from "vitest";
import { NO_QUOTES_TEXT, refreshMessage } from "#app/lib/etf-table.ts";
import { toEtfFund } from "#app/server/etf/etf-funds.server.ts";
import { aumInUnit, loadSeedEtfs } from "#scripts/lib/seed-etfs.ts";
import { utcDayStart } from "#app/server/etf/etf-refresh-ledger.server.ts";
import { buildEtfTable, type StoredQuote } from "#app/server/etf/etf-table.server.ts";
import { dailyLimit, quoteSpacingMs } from "#app/server/etf/refresh-etf-quotes.server.ts";

const AT = "2026-11-20T21:15:03.000Z";
const quote = (ticker: string, changePercent: number | null, fetchedAt = AT): StoredQuote => ({
  ticker,
  outcome: changePercent === null ? "no-quote" : "quoted",
  changePercent,
  tradingDay: changePercent === null ? null : "2026-11-20",
  fetchedAt,
});

const SEED = loadSeedEtfs();
const BUILT_IN_ETFS = SEED.etfs.map(toEtfFund);
const FIGURES = { asOf: SEED.asOf, sourceUrl: null };
const build = (quotes: StoredQuote[]) => buildEtfTable(BUILT_IN_ETFS, quotes, FIGURES);

describe("the seeded list", () => {
  it("has the 13 US funds with their issuers, types and first trading days, the Mini Trust among them", () => {
    expect(SEED.asOf).toBe("2026-03-31");
    expect(SEED.etfs.map((etf) => etf.ticker)).toEqual([
      "IBIT",
      "FBTC",
      "GBTC",
      "BTC",
      "ARKB",
      "BITB",
      "HODL",
      "BTCO",
      "EZBC",
      "BTCW",
      "BITO",
      "BRRR",
      "BITS",
    ]);
    const byTicker = Object.fromEntries(BUILT_IN_ETFS.map((etf) => [etf.ticker, etf]));
    expect(byTicker.BTC).toMatchObject({
      name: "Grayscale Bitcoin Mini Trust ETF",
      exchange: "NYSE Arca",
      firstTradingDay: "2024-07-31",
      expenseRatio: "0.15%",
    });
    expect(byTicker.BITO).toMatchObject({ type: "futures", firstTradingDay: "2021-10-19", assetManager: "ProShares" });
    expect(BUILT_IN_ETFS.filter((etf) => etf.type === "spot")).toHaveLength(11);
    expect(BUILT_IN_ETFS.every((etf) => etf.assetManager && etf.exchange && etf.notes)).toBe(true);
  });

  it("states each figure as its filing does, with the day it is true on and the filing's address", () => {
    const byTicker = Object.fromEntries(BUILT_IN_ETFS.map((etf) => [etf.ticker, etf]));
    // IBIT's 10-Q for the first quarter of 2025: net assets of $47,775,497,392 on March 31.
    expect(byTicker.IBIT).toMatchObject({
      aum: "$47.78 billion",
      aumDollars: 47_775_497_392,
      aumAsOf: "2025-03-31",
      expenseRatio: "0.25%",
      reportedBtc: { btc: 696_875, asOf: "2025-06-30" },
    });
    expect(byTicker.IBIT!.reportedBtc!.sourceUrl).toMatch(/^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/1980994\//);
    expect(byTicker.GBTC).toMatchObject({ aum: "$10.49 billion", aumAsOf: "2026-03-31", expenseRatio: null });
    expect(byTicker.FBTC).toMatchObject({ aum: "$23.27 billion", aumAsOf: "2025-09-30", reportedBtc: null });
    expect(byTicker.BTCO).toMatchObject({ aum: "$696.78 million", aumDollars: 696_779_108 });
    // No public copy states these: the table says so rather than keep an old figure.
    expect(byTicker.EZBC).toMatchObject({ aum: null, aumAsOf: null, expenseRatio: null, reportedBtc: null });
    for (const etf of BUILT_IN_ETFS) {
      if (etf.aum) expect(etf.aumSourceUrl, etf.ticker).toMatch(/^https?:\/\//);
      if (etf.expenseRatio) expect(etf.expenseRatioSourceUrl, etf.ticker).toMatch(/^https?:\/\//);
    }
  });

  it("keeps an AUM in millions below a billion and in billions from one", () => {
    expect(aumInUnit(696_779_108)).toEqual({ amount: 696.779108, unit: "million" });
    expect(aumInUnit(47_775_497_392)).toEqual({ amount: 47.775497392, unit: "billion" });
  });
});

describe("buildEtfTable", () => {
  it("without quotes: the stored figures, no price change and no update time", () => {
    const table = build([]);
    expect(table.updatedAt).toBeNull();
    expect(table).toMatchObject({ asOf: "2026-03-31", sourceUrl: null });
    expect(table.etfs).toHaveLength(13);
    expect(table.etfs[0]).toMatchObject({
      ticker: "IBIT",
      aum: "$47.78 billion",
      priceChange: null,
      lastUpdated: null,
    });
  });

  it("a quote replaces the price change and moves the AUM by it; an AUM not known stays so", () => {
    const table = build([quote("IBIT", 2.3322), quote("GBTC", -0.5), quote("EZBC", 0)]);
    const byTicker = Object.fromEntries(table.etfs.map((etf) => [etf.ticker, etf]));
    expect(byTicker.IBIT).toMatchObject({ priceChange: "+2.33%", aum: "$48.89 billion", tradingDay: "2026-11-20" });
    expect(byTicker.GBTC).toMatchObject({ priceChange: "-0.50%", aum: "$10.44 billion" });
    expect(byTicker.EZBC).toMatchObject({ priceChange: "+0.00%", aum: null });
    expect(byTicker.FBTC).toMatchObject({ priceChange: null, aum: "$23.27 billion" });
    expect(table.updatedAt).toBe(AT);
  });

  it("a no-quote answer shows 'API limit reached' and does not count as an update", () => {
    const table = build([quote("IBIT", null)]);
    expect(table.etfs[0]).toMatchObject({ priceChange: "API limit reached", aum: "$47.78 billion" });
    expect(table.updatedAt).toBeNull();
  });

  it("a fresh site shows the bitcoin every fund with a filing reports, and adds them up naming their days", () => {
    const held = Object.fromEntries(build([]).etfs.map((etf) => [etf.ticker, etf.btcHeld]));
    expect(held.IBIT).toMatchObject({ kind: "reported", btc: 696_875, asOf: "2025-06-30" });
    expect(held.GBTC).toMatchObject({ kind: "reported", btc: 154_703.84755988, asOf: "2026-03-31" });
    expect(held.BTC).toMatchObject({ kind: "reported", btc: 51_673.03186729, asOf: "2026-03-31" });
    expect(held.BITB).toMatchObject({ kind: "reported", btc: 37_600.7094, asOf: "2026-03-31" });
    expect(held.BITO).toEqual({ kind: "not-known", reason: "futures" });
    expect(held.EZBC).toEqual({ kind: "not-known", reason: "no-figures" });
    expect(build([]).btcHeldTotal).toMatchObject({
      funds: 4,
      estimated: 0,
      firstAsOf: "2025-06-30",
      lastAsOf: "2026-03-31",
    });
  });

  it("the update time is the newest quote's", () => {
    const later = "2026-11-21T20:15:00.000Z";
    expect(build([quote("IBIT", 1), quote("FBTC", 1, later)]).updatedAt).toBe(later);
  });
});

describe("refresh rules", () => {
  it("the daily limit defaults to the free tier's 25 and ignores values that are not positive integers", () => {
    expect(dailyLimit({})).toBe(25);
    expect(dailyLimit({ ALPHAVANTAGE_DAILY_LIMIT: "75" })).toBe(75);
    for (const bad of ["", "0", "-3", "2.5", "many"]) expect(dailyLimit({ ALPHAVANTAGE_DAILY_LIMIT: bad })).toBe(25);
  });

  it("calls go one a second unless the key's calls per minute say otherwise", () => {
    expect(quoteSpacingMs({})).toBe(1_000);
    expect(quoteSpacingMs({ ALPHAVANTAGE_CALLS_PER_MINUTE: "75" })).toBe(800);
    expect(quoteSpacingMs({ ALPHAVANTAGE_CALLS_PER_MINUTE: "1200" })).toBe(50);
    for (const bad of ["", "0", "-3", "2.5", "many"])
      expect(quoteSpacingMs({ ALPHAVANTAGE_CALLS_PER_MINUTE: bad })).toBe(1_000);
  });

  it("the budget day is the UTC calendar day", () => {
    expect(utcDayStart(Date.UTC(2026, 10, 20, 23, 59, 59))).toBe(Date.UTC(2026, 10, 20));
    expect(utcDayStart(Date.UTC(2026, 10, 21, 0, 0, 1))).toBe(Date.UTC(2026, 10, 21));
  });

  it("what the visitor is told: success, fresh data, no quotes to fetch, and the failure text for the rest", () => {
    expect(refreshMessage("refreshed")).toEqual({ ok: true, text: "ETF data refreshed." });
    expect(refreshMessage("fresh").ok).toBe(true);
    expect(refreshMessage("unavailable")).toEqual({
      ok: false,
      text: `This site fetches no live quotes. ${NO_QUOTES_TEXT}`,
    });
    for (const outcome of ["failed", "budget-spent"] as const)
      expect(refreshMessage(outcome)).toEqual({
        ok: false,
        text: "Failed to update ETF data. Using cached data instead.",
      });
  });
});
