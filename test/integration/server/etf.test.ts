// The Bitcoin ETF page and its quotes: the built-in list, refreshes against the fake Alpha Vantage
// in each of its answers, the freshness and daily budget rules, the no-JS form and the cron.
import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "#test/support/fixtures.ts";
import { fetchGlobalQuote } from "#app/server/etf/alpha-vantage-quote.server.ts";
import { ETF_TABLE_KEY } from "#app/server/etf/etf-quote-store.server.ts";
import { refreshEtfQuotes } from "#app/server/etf/refresh-etf-quotes.server.ts";
import { NO_QUOTES_TEXT, REFRESH_STARTED_TEXT, type EtfTable } from "#app/lib/etf-table.ts";
import worker from "#functions/worker.ts";
import { ETF_QUOTES_CRON } from "#functions/cron-jobs.ts";
import { FAKE_TRADING_DAY } from "#test/fakes/upstreams.ts";
import { alphaVantageCalls, setAlphaVantageMode } from "#test/support/fake-alpha-vantage.ts";
import { get, heading, incoming, post } from "#test/support/worker.ts";
import { visibleText } from "#test/support/page-text.ts";
import type { Database } from "#app/server/db/client.server.ts";

async function clearEtfData(db: Database) {
  await db.execute(sql`DELETE FROM etf_quotes`);
  await db.execute(sql`DELETE FROM etf_refreshes`);
  await env.CACHE.delete(ETF_TABLE_KEY);
}
// The e2e run that follows shares the database: leave it as a fresh site has it.
afterAll(async ({ db }) => {
  await clearEtfData(db);
});
beforeEach(async ({ db }) => {
  await clearEtfData(db);
  await setAlphaVantageMode("success");
});

/** A fixed noon so that "the same UTC day" and "the next day" do not depend on when tests run. */
const NOON = Date.UTC(2026, 10, 23, 12);
const HOUR = 3_600_000;
const at = (ms: number) => () => ms;
/** A key that may call as often as it likes: refreshes without the one-second pause. */
const quick = { ...env, ALPHAVANTAGE_CALLS_PER_MINUTE: "60000" };

async function apiTable(path = "/api/etfs"): Promise<EtfTable> {
  const { html } = await get(`${path}?t=${Math.random()}`);
  return JSON.parse(html) as EtfTable;
}
const postForm = (path: string) => incoming(`http://localhost${path}`, { method: "POST", body: new FormData() });
const row = (table: EtfTable, ticker: string) => table.etfs.find((etf) => etf.ticker === ticker)!;
const ledger = (db: Database) =>
  db.execute<{ trigger: string; calls: number; limit_reached: boolean; quoted: number }>(
    sql`SELECT trigger, calls, limit_reached, quoted FROM etf_refreshes ORDER BY started_at`,
  );

describe("the ETF page before any quote", () => {
  it("shows the title, heading, columns and the 13 funds with 'N/A' and the March 2026 footer", async () => {
    const { response, html } = await get("/bitcoin-etfs");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("s-maxage=30");
    expect(html).toContain("<title>Bitcoin ETFs - Top Bitcoin Exchange Traded Funds | Bitcoin Tools Directory</title>");
    expect(heading(html)).toBe("Bitcoin ETFs");
    for (const column of [
      "ETF Name",
      "Ticker Symbol",
      "Asset Manager",
      "Assets Under Management (AUM)",
      "Bitcoin Held",
      "Price Change",
      "Expense Ratio",
      "Notes",
      "Type",
      "Exchange",
      "First Trading Day",
    ])
      expect(html).toContain(`>${column}</th>`);
    expect(html.match(/data-ticker="/g)).toHaveLength(13);
    expect(html).toContain("BlackRock (iShares)");
    expect(html).toContain("$47.78 billion");
    expect(html).toContain(">N/A<");
    expect(html).toContain("Refresh Data");
    expect(html).toContain("What are Bitcoin ETFs?");
    for (const benefit of [
      "Easier brokerage access",
      "No wallets or exchanges",
      "Potential tax advantages",
      "Regulated vehicles",
      "Simpler portfolio integration",
    ])
      expect(html).toContain(benefit);
    expect(html).toContain(
      "Data last updated March 2026. The Bitcoin ETF market is rapidly evolving, and AUM figures change regularly.",
    );
  });
});

describe("refreshing the quotes", () => {
  it("a quote per ticker: change and AUM replaced, GBTC red, stored in Postgres and KV", async ({ db }) => {
    const result = await refreshEtfQuotes(quick, db, { trigger: "visitor" });
    expect(result).toMatchObject({ outcome: "refreshed", calls: 13, quoted: 13, errors: [] });
    const table = await apiTable();
    expect(row(table, "IBIT")).toMatchObject({
      priceChange: "+2.33%",
      aum: "$48.89 billion",
      tradingDay: FAKE_TRADING_DAY,
    });
    expect(row(table, "GBTC")).toMatchObject({ priceChange: "-0.50%", aum: "$10.44 billion" });
    expect(table.updatedAt).not.toBeNull();
    expect(await env.CACHE.get(ETF_TABLE_KEY, "json")).toEqual(table);
    const stored = await db.execute(sql`SELECT count(*)::int AS n FROM etf_quotes WHERE outcome = 'quoted'`);
    expect(stored[0]).toEqual({ n: 13 });

    const { html } = await get(`/bitcoin-etfs?t=${Math.random()}`);
    expect(html).toMatch(/<span class="[^"]*text-red-700[^"]*">-0.50%<\/span>/);
    expect(html).toMatch(/<span class="[^"]*text-green-700[^"]*">\+2.33%<\/span>/);
    expect(html).toContain("Data last updated: <time");
    expect(html).not.toContain("Data last updated March 2026");
  });

  it("'Information' (the daily limit): stops at the first call, 'API limit reached', the day's budget spent", async ({
    db,
  }) => {
    await setAlphaVantageMode("information");
    const result = await refreshEtfQuotes(quick, db, { trigger: "visitor", now: at(NOON) });
    expect(result).toMatchObject({ outcome: "failed", calls: 1, quoted: 0 });
    expect(await alphaVantageCalls()).toHaveLength(1);
    const table = await apiTable();
    expect(table.etfs.every((etf) => etf.priceChange === "API limit reached")).toBe(true);
    expect(table.updatedAt).toBeNull();
    expect(await ledger(db)).toEqual([{ trigger: "visitor", calls: 1, limit_reached: true, quoted: 0 }]);

    await setAlphaVantageMode("success");
    const later = await refreshEtfQuotes(quick, db, { trigger: "schedule", now: at(NOON + 8 * HOUR) });
    expect(later.outcome).toBe("budget-spent");
    expect(await alphaVantageCalls()).toHaveLength(0);
  });

  it("an older 'Note' is a limit answer too: 'API limit reached' for the fund it answered, even over its earlier quote; the funds not asked keep theirs", async ({
    db,
  }) => {
    await refreshEtfQuotes(quick, db, { trigger: "schedule", now: at(NOON - 24 * HOUR) });
    await setAlphaVantageMode("note");
    const result = await refreshEtfQuotes(quick, db, { trigger: "schedule", now: at(NOON) });
    expect(result).toMatchObject({ outcome: "failed", calls: 1 });
    const table = await apiTable();
    expect(row(table, "IBIT")).toMatchObject({ priceChange: "API limit reached", aum: "$47.78 billion" });
    expect(row(table, "FBTC").priceChange).toBe("+2.29%");
  });

  it("empty quotes: 'API limit reached' for each, all 13 asked, even after earlier quotes", async ({ db }) => {
    await refreshEtfQuotes(quick, db, { trigger: "schedule", now: at(NOON - 24 * HOUR) });
    await setAlphaVantageMode("empty");
    const result = await refreshEtfQuotes(quick, db, { trigger: "visitor", now: at(NOON) });
    expect(result).toMatchObject({ outcome: "failed", calls: 13, quoted: 0 });
    expect((await apiTable()).etfs.every((etf) => etf.priceChange === "API limit reached")).toBe(true);
  });

  it("implausible quotes (1e30 %, -150 %, day 9999-99-99, a negative price) are not believed: those funds keep their last good figures, the others are stored and counted", async ({
    db,
  }) => {
    await refreshEtfQuotes(quick, db, { trigger: "schedule", now: at(NOON - 24 * HOUR) });
    await setAlphaVantageMode("implausible");
    const result = await refreshEtfQuotes(quick, db, { trigger: "schedule", now: at(NOON) });
    expect(result).toMatchObject({ outcome: "refreshed", calls: 13, quoted: 9 });
    expect(result.errors).toHaveLength(4);
    const table = await apiTable();
    expect(row(table, "IBIT")).toMatchObject({ priceChange: "+2.33%", aum: "$48.89 billion" });
    expect(row(table, "FBTC").priceChange).toBe("+2.29%");
    expect(row(table, "GBTC")).toMatchObject({ priceChange: "-0.50%", tradingDay: FAKE_TRADING_DAY });
    for (const etf of table.etfs) if (etf.aum !== null) expect(etf.aum).toMatch(/^\$\d+(\.\d\d)? (billion|million)$/);
    expect((await ledger(db)).at(-1)).toMatchObject({ calls: 13, quoted: 9 });

    // With nothing stored before, those funds show the editors' figures and the rest their quotes.
    await clearEtfData(db);
    await setAlphaVantageMode("implausible");
    const fresh = await refreshEtfQuotes(quick, db, { trigger: "schedule", now: at(NOON) });
    expect(fresh).toMatchObject({ outcome: "refreshed", quoted: 9 });
    const first = await apiTable();
    expect(row(first, "IBIT")).toMatchObject({ priceChange: null, aum: "$47.78 billion" });
    expect(row(first, "GBTC").priceChange).toBeNull();
    expect(row(first, "BITO").priceChange).toBe("-1.12%");
    const stored = await db.execute(sql`SELECT count(*)::int AS n FROM etf_quotes WHERE outcome = 'quoted'`);
    expect(stored[0]).toEqual({ n: 9 });
  });

  it("HTTP 429 ends the run at once, like a rate-limit note", async ({ db }) => {
    await setAlphaVantageMode("http-429");
    const result = await refreshEtfQuotes(quick, db, { trigger: "schedule", now: at(NOON) });
    expect(result).toMatchObject({ outcome: "failed", calls: 1, quoted: 0 });
    expect(await alphaVantageCalls()).toHaveLength(1);
    expect(row(await apiTable(), "IBIT").priceChange).toBe("API limit reached");
    expect(await ledger(db)).toEqual([{ trigger: "schedule", calls: 1, limit_reached: true, quoted: 0 }]);
  });

  it("a huge answer is refused after 64 KB, and the other funds are quoted", async ({ db }) => {
    await setAlphaVantageMode("huge");
    const answer = await fetchGlobalQuote(env.ALPHAVANTAGE_BASE_URL, "test-key", "IBIT");
    expect(answer).toEqual({ kind: "error", message: expect.stringContaining("more than 64 KB") });
    const result = await refreshEtfQuotes(quick, db, { trigger: "schedule", now: at(NOON) });
    expect(result).toMatchObject({ outcome: "refreshed", calls: 13, quoted: 12 });
    expect(row(await apiTable(), "IBIT").priceChange).toBeNull();
  });

  for (const mode of ["error-message", "http-500"]) {
    it(`${mode}: every ticker keeps its built-in record`, async ({ db }) => {
      await setAlphaVantageMode(mode);
      const result = await refreshEtfQuotes(quick, db, { trigger: "visitor" });
      expect(result).toMatchObject({ outcome: "failed", calls: 13, quoted: 0 });
      expect(result.errors).toHaveLength(13);
      const table = await apiTable();
      expect(table.etfs.every((etf) => etf.priceChange === null)).toBe(true);
      expect(row(table, "IBIT").aum).toBe("$47.78 billion");
    });
  }

  it("mixed answers are judged per ticker", async ({ db }) => {
    await setAlphaVantageMode("mixed");
    const result = await refreshEtfQuotes(quick, db, { trigger: "visitor" });
    expect(result).toMatchObject({ outcome: "refreshed", calls: 13, quoted: 10 });
    const table = await apiTable();
    expect(row(table, "IBIT").priceChange).toBe("+2.33%");
    expect(row(table, "BTCO").priceChange).toBe("API limit reached");
    expect(row(table, "EZBC")).toMatchObject({ priceChange: null, aum: null });
    expect(row(table, "BITS")).toMatchObject({ priceChange: null, aum: null });
  });

  it("a quote that does not come within 5 s is an error, not a hang", async () => {
    await setAlphaVantageMode("hanging");
    const started = Date.now();
    const answer = await fetchGlobalQuote(env.ALPHAVANTAGE_BASE_URL, "test-key", "IBIT");
    expect(answer.kind).toBe("error");
    expect(Date.now() - started).toBeLessThan(6_500);
  });

  it("without a key nothing is asked and the built-in list stays", async ({ db }) => {
    const result = await refreshEtfQuotes({ ...env, ALPHAVANTAGE_API_KEY: undefined }, db, { trigger: "visitor" });
    expect(result.outcome).toBe("unavailable");
    expect(await alphaVantageCalls()).toHaveLength(0);
    expect((await apiTable()).updatedAt).toBeNull();
  });
});

describe("freshness and the daily budget", () => {
  it("a visitor gets the stored data for an hour after a refresh, then a new refresh", async ({ db }) => {
    const config = { ...quick, ALPHAVANTAGE_DAILY_LIMIT: "75" };
    expect((await refreshEtfQuotes(config, db, { trigger: "visitor", now: at(NOON) })).outcome).toBe("refreshed");
    const soon = await refreshEtfQuotes(config, db, { trigger: "visitor", now: at(NOON + 59 * 60_000) });
    expect(soon.outcome).toBe("fresh");
    expect(await alphaVantageCalls()).toHaveLength(13);
    const after = await refreshEtfQuotes(config, db, { trigger: "visitor", now: at(NOON + 61 * 60_000) });
    expect(after.outcome).toBe("refreshed");
    expect(await alphaVantageCalls()).toHaveLength(26);
  });

  it("25 calls a day allow one refresh of the 13 funds; the second waits for the next UTC day", async ({ db }) => {
    const refresh = (ms: number, trigger: "schedule" | "visitor" = "schedule") =>
      refreshEtfQuotes(quick, db, { trigger, now: at(ms) }).then((r) => r.outcome);
    expect(await refresh(NOON + 8 * HOUR + 15 * 60_000)).toBe("refreshed");
    expect(await refresh(NOON + 9 * HOUR + 15 * 60_000)).toBe("budget-spent");
    expect(await refresh(NOON + 11 * HOUR, "visitor")).toBe("budget-spent");
    expect(await alphaVantageCalls()).toHaveLength(13);
    expect(await refresh(NOON + 13 * HOUR, "visitor")).toBe("refreshed");
  });

  it("a larger ALPHAVANTAGE_DAILY_LIMIT allows more refreshes", async ({ db }) => {
    const config = { ...quick, ALPHAVANTAGE_DAILY_LIMIT: "39" };
    for (const hours of [0, 2, 4]) {
      const result = await refreshEtfQuotes(config, db, { trigger: "visitor", now: at(NOON + hours * HOUR) });
      expect(result.outcome).toBe("refreshed");
    }
    expect((await refreshEtfQuotes(config, db, { trigger: "visitor", now: at(NOON + 6 * HOUR) })).outcome).toBe(
      "budget-spent",
    );
  });

  it("requests that arrive together start one refresh", async ({ db }) => {
    const outcomes = await Promise.all(
      [0, 1, 2].map(() => refreshEtfQuotes(quick, db, { trigger: "visitor", now: at(NOON) })),
    );
    expect(outcomes.map((r) => r.outcome).sort()).toEqual(["fresh", "fresh", "refreshed"]);
    expect(await alphaVantageCalls()).toHaveLength(13);
  });
});

describe("the page's 'Refresh Data' and /api/etfs", () => {
  it("the no-JS form answers at once and refreshes in the background, calls one second apart", async () => {
    const ctx = createExecutionContext();
    const started = Date.now();
    const response = await worker.fetch(postForm("/bitcoin-etfs"), env, ctx);
    const html = await response.text();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.status).toBe(200);
    expect(html).toContain(REFRESH_STARTED_TEXT);
    expect(html.match(/data-ticker="/g)).toHaveLength(13);
    await waitOnExecutionContext(ctx);

    const page = await get(`/bitcoin-etfs?t=${Math.random()}`);
    expect(page.html).toContain("+2.33%");
    expect(page.html).toContain("$48.89 billion");
    const calls = await alphaVantageCalls();
    expect(calls.map((c) => c.symbol)).toHaveLength(13);
    for (let i = 1; i < calls.length; i++) expect(calls[i]!.at - calls[i - 1]!.at).toBeGreaterThanOrEqual(990);

    const again = await post("/api/etfs", new FormData());
    const answer = JSON.parse(again.html) as { outcome: string; message: { ok: boolean; text: string } };
    expect(answer.outcome).toBe("fresh");
    expect(answer.message.text).toBe("The ETF data is less than an hour old, so it was not fetched again.");
    expect(await alphaVantageCalls()).toHaveLength(13);
  });

  for (const path of ["/bitcoin-etfs", "/api/etfs"]) {
    it(`with Alpha Vantage hanging, POST ${path} answers within a few seconds with the stored table`, async ({
      db,
    }) => {
      // Two refreshes of 13 funds in a day need more than the free tier's 25 calls.
      const config = { ...quick, ALPHAVANTAGE_DAILY_LIMIT: "75" };
      await refreshEtfQuotes(config, db, { trigger: "schedule", now: at(Date.now() - 2 * HOUR) });
      await setAlphaVantageMode("hanging");
      const ctx = createExecutionContext();
      const started = Date.now();
      const response = await worker.fetch(postForm(path), config, ctx);
      const body = await response.text();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.status).toBe(200);
      expect(body).toContain(REFRESH_STARTED_TEXT);
      expect(body).toContain("$48.89 billion");
      // The background refresh gives up in time and keeps the stored figures.
      await waitOnExecutionContext(ctx);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(row(await apiTable(), "IBIT")).toMatchObject({ priceChange: "+2.33%", aum: "$48.89 billion" });
      expect((await ledger(db)).at(-1)).toMatchObject({ trigger: "visitor", quoted: 0 });
    }, 60_000);
  }

  it("GET /api/etf-progress follows a visitor's refresh: the funds asked so far, then its outcome", async () => {
    const ctx = createExecutionContext();
    // Two calls a second: the run lasts longer than the answer waits for it, so it is seen under way.
    const response = await worker.fetch(postForm("/api/etfs"), { ...env, ALPHAVANTAGE_CALLS_PER_MINUTE: "120" }, ctx);
    expect(JSON.parse(await response.text())).toMatchObject({ outcome: "in-progress" });
    const during = await get("/api/etf-progress");
    expect(during.response.headers.get("Cache-Control")).toBe("no-store");
    const running = JSON.parse(during.html) as { asked: number; of: number; outcome: string | null };
    expect(running).toMatchObject({ of: 13, outcome: null });
    expect(running.asked).toBeGreaterThan(0);
    expect(running.asked).toBeLessThan(13);
    await waitOnExecutionContext(ctx);
    expect(JSON.parse((await get("/api/etf-progress")).html)).toMatchObject({
      asked: 13,
      of: 13,
      quoted: 13,
      outcome: "refreshed",
    });
  });

  it("when the budget is spent the form says so", async ({ db }) => {
    await setAlphaVantageMode("information");
    await refreshEtfQuotes(quick, db, { trigger: "schedule" });
    const { html } = await post("/bitcoin-etfs", new FormData());
    expect(html).toContain("Failed to update ETF data. Using cached data instead.");
  });

  it("on a site without a key, the page offers no refresh and says where its figures come from", async () => {
    const noKey = async (init: RequestInit) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        incoming("http://localhost/bitcoin-etfs?nokey=1", init),
        { ...env, ALPHAVANTAGE_API_KEY: "" },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return { status: response.status, html: await response.text() };
    };
    const page = await noKey({});
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("Refresh Data");
    expect(visibleText(page.html)).toContain(NO_QUOTES_TEXT);

    // A form posted from an older copy of the page is told the same, and the table stays.
    const posted = await noKey({ method: "POST", body: new FormData() });
    expect(posted.status).toBe(200);
    expect(visibleText(posted.html)).toContain(`This site fetches no live quotes. ${NO_QUOTES_TEXT}`);
    expect(posted.html).toContain("Data last updated March 2026.");
    expect(await alphaVantageCalls()).toHaveLength(0);
  });

  it("on a site with a key, the page offers the refresh", async () => {
    expect((await get("/bitcoin-etfs?withkey=1")).html).toContain("Refresh Data");
  });

  it("GET /api/etfs answers the table; other methods get 405", async () => {
    const table = await apiTable();
    expect(table.etfs).toHaveLength(13);
    const { response } = await get("/api/etfs", { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("the ETF cron", () => {
  const firing = async (scheduledTime: number, config: typeof env = quick) => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: ETF_QUOTES_CRON, scheduledTime }), config, ctx);
    await waitOnExecutionContext(ctx);
  };

  it("refreshes after the US close and enters the run in the ledger; before the close it asks nothing", async ({
    db,
  }) => {
    // January: New York is on standard time, so 20:15 UTC is 15:15 there, before the close.
    await firing(Date.UTC(2026, 0, 14, 20, 15));
    expect(await alphaVantageCalls()).toHaveLength(0);
    await firing(Date.UTC(2026, 0, 14, 21, 15));
    expect(await ledger(db)).toEqual([{ trigger: "schedule", calls: 13, limit_reached: false, quoted: 13 }]);
    expect(row(await apiTable(), "BITO").priceChange).toBe("-1.12%");
  }, 40_000);

  it("does nothing without a key", async () => {
    await firing(Date.UTC(2026, 6, 14, 20, 15), { ...env, ALPHAVANTAGE_API_KEY: "" });
    expect(await alphaVantageCalls()).toHaveLength(0);
  });
});

/** A fund's row of the table, as served. */
const tableRow = (html: string, ticker: string) => {
  const start = html.indexOf(`data-ticker="${ticker}"`);
  return html.slice(start, html.indexOf("</tr>", start));
};

describe("the bitcoin each fund holds", () => {
  const DAY = "2025-06-02";
  const IBIT_HOLDING_SOURCE = "https://www.sec.gov/Archives/edgar/data/1980994/000143774925033435/R27.htm";
  afterEach(async ({ db }) => {
    await db.execute(sql`UPDATE etfs SET aum_as_of = '2025-03-31', btc_held = 696875, btc_held_as_of = '2025-06-30',
      btc_held_source_url = ${IBIT_HOLDING_SOURCE} WHERE ticker = 'IBIT'`);
    await db.execute(
      sql`DELETE FROM price_history WHERE currency = 'USD' AND at::date BETWEEN '2025-06-02' AND '2025-06-03'`,
    );
  });

  it("a spot fund's is estimated from its AUM and that day's close, labelled so; a futures fund holds none", async ({
    db,
  }) => {
    await db.execute(
      sql`UPDATE etfs SET aum_as_of = ${DAY}, btc_held = NULL, btc_held_as_of = NULL, btc_held_source_url = NULL WHERE ticker = 'IBIT'`,
    );
    // The day's close is its last price, up to the next midnight (where CoinGecko's daily point sits).
    await db.execute(sql`INSERT INTO price_history (currency, at, price, source) VALUES
      ('USD', '2025-06-02T10:00:00Z', 90000, 'coingecko'),
      ('USD', '2025-06-03T00:00:00Z', 100000, 'coingecko'),
      ('USD', '2025-06-03T09:00:00Z', 120000, 'coingecko')`);
    const table = await apiTable();
    // $47,775,497,392 over $100,000.00: 477,754.97 BTC, to the price's eight digits.
    expect(row(table, "IBIT").btcHeld).toEqual({ kind: "estimated", btc: 477_754.97, asOf: DAY, usdPrice: 100_000 });
    expect(row(table, "BITO").btcHeld).toEqual({ kind: "not-known", reason: "futures" });
    // No price is stored for FBTC's day (September 30, 2025): its holding is not known.
    expect(row(table, "FBTC").btcHeld).toMatchObject({ kind: "not-known", reason: "no-price", asOf: "2025-09-30" });
    expect(row(table, "EZBC").btcHeld).toEqual({ kind: "not-known", reason: "no-figures" });
    expect(table.btcHeldTotal).toMatchObject({ funds: 4, estimated: 1, firstAsOf: DAY, lastAsOf: "2026-03-31" });

    const { html } = await get(`/bitcoin-etfs?t=${Math.random()}`);
    const ibit = tableRow(html, "IBIT");
    expect(ibit).toContain("≈ 477,755 BTC");
    expect(ibit).toContain(
      'estimated: AUM over the price of $100,000 on <time dateTime="2025-06-02">June 2, 2025</time>',
    );
    expect(ibit).toContain(
      '<a href="https://www.blackrock.com/us/financial-professionals/products/333011/ishares-bitcoin-trust"',
    );
    const bito = tableRow(html, "BITO");
    expect(bito).toContain("None: it holds futures contracts");
    expect(html).toContain(
      "Bitcoin held by these funds: 721,733 BTC in 4 funds, 1 of them estimated, figures from Jun 2, 2025 to Mar 31, 2026: 3.44% of the 21,000,000 bitcoin there will ever be.",
    );
  });

  it("every figure carries its own day and source: the AUM, the fee and the day's change", async ({ db }) => {
    await refreshEtfQuotes(quick, db, { trigger: "visitor" });
    const { html } = await get(`/bitcoin-etfs?t=${Math.random()}`);
    const fbtc = tableRow(html, "FBTC");
    expect(fbtc).toContain("</time>: the September 2025 figure moved by the day&#x27;s change");
    expect(fbtc).toContain('as of <time dateTime="2025-06-30">June 2025</time>');
    expect(fbtc).toContain("· Alpha Vantage");
    const ibit = tableRow(html, "IBIT");
    expect(ibit).toContain("696,875 BTC");
    expect(ibit).toContain(
      'as of <time dateTime="2025-06-30">June 2025</time> · <a href="https://www.sec.gov/Archives/edgar/data/1980994/000143774925033435/R27.htm"',
    );
    const ezbc = tableRow(html, "EZBC");
    expect(visibleText(ezbc)).toContain("Not known");
    expect(visibleText(html)).toContain("“Not known” means no filing or issuer page we could read states the figure.");
  });
});
