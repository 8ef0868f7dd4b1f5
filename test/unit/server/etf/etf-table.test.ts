// The ETF table: the seeded funds, stored quotes laid over them, and what a refresh tells the visitor.
import { describe, expect, it } from "vitest";
import { NO_QUOTES_TEXT, refreshMessage } from "#app/lib/etf-table.ts";
import { toEtfFund } from "#app/server/etf/etf-funds.server.ts";
import { loadSeedEtfs } from "#scripts/lib/seed-etfs.ts";
import { utcDayStart } from "#app/server/etf/etf-refresh-ledger.server.ts";
import { buildEtfTable, type StoredQuote } from "#app/server/etf/etf-table.server.ts";
import { dailyLimit } from "#app/server/etf/refresh-etf-quotes.server.ts";

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
  it("has the 12 ETFs with the real issuers, types and first trading days, as of the end of March 2025", () => {
    expect(SEED.asOf).toBe("2025-03-31");
    expect(SEED.etfs.map((etf) => etf.ticker)).toEqual([
      "IBIT",
      "FBTC",
      "GBTC",
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
    expect(byTicker.IBIT).toMatchObject({
      assetManager: "BlackRock (iShares)",
      aum: "$53 billion",
      expenseRatio: "0.25%",
    });
    expect(byTicker.BITO).toMatchObject({ type: "futures", firstTradingDay: "2021-10-19", assetManager: "ProShares" });
    expect(byTicker.BITS).toMatchObject({ type: "futures", aum: "$27.50 million" });
    expect(BUILT_IN_ETFS.filter((etf) => etf.type === "spot")).toHaveLength(10);
    expect(BUILT_IN_ETFS.every((etf) => etf.assetManager && etf.exchange && etf.notes)).toBe(true);
  });

  it("reads back as the file writes its figures: AUM with its unit, expense ratios with two decimals", () => {
    const byTicker = Object.fromEntries(SEED.etfs.map((etf) => [etf.ticker, etf]));
    expect(byTicker.ARKB).toMatchObject({ aumAmount: 4.43, aumUnit: "billion", expenseRatio: 0.21, position: 4 });
    expect(BUILT_IN_ETFS.map((etf) => [etf.aum, etf.expenseRatio])).toContainEqual(["$534 million", "0.25%"]);
    expect(BUILT_IN_ETFS.find((etf) => etf.ticker === "GBTC")?.expenseRatio).toBe("1.50%");
  });
});

describe("buildEtfTable", () => {
  it("without quotes: the built-in figures, no price change and no update time", () => {
    const table = build([]);
    expect(table.updatedAt).toBeNull();
    expect(table).toMatchObject({ asOf: "2025-03-31", sourceUrl: null });
    expect(table.etfs).toHaveLength(12);
    expect(table.etfs[0]).toMatchObject({ ticker: "IBIT", aum: "$53 billion", priceChange: null, lastUpdated: null });
  });

  it("a quote replaces the price change and moves the AUM by it", () => {
    const table = build([quote("IBIT", 2.3322), quote("GBTC", -0.5), quote("BITS", 0)]);
    const byTicker = Object.fromEntries(table.etfs.map((etf) => [etf.ticker, etf]));
    expect(byTicker.IBIT).toMatchObject({ priceChange: "+2.33%", aum: "$54.24 billion", tradingDay: "2026-11-20" });
    expect(byTicker.GBTC).toMatchObject({ priceChange: "-0.50%", aum: "$21.89 billion" });
    expect(byTicker.BITS).toMatchObject({ priceChange: "+0.00%", aum: "$27.50 million" });
    expect(byTicker.FBTC).toMatchObject({ priceChange: null, aum: "$21 billion" });
    expect(table.updatedAt).toBe(AT);
  });

  it("a no-quote answer shows 'API limit reached' and does not count as an update", () => {
    const table = build([quote("IBIT", null)]);
    expect(table.etfs[0]).toMatchObject({ priceChange: "API limit reached", aum: "$53 billion" });
    expect(table.updatedAt).toBeNull();
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
