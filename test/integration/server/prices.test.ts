import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "#test/support/fixtures.ts";
import { backfillHistoryStep } from "#app/server/prices/history-backfill.server.ts";
import { appendPriceHistory, readPriceChart, thinPriceHistory } from "#app/server/prices/price-history.server.ts";
import type { PriceAnswer } from "#app/server/prices/price-response.server.ts";
import { readMarket } from "#app/server/prices/price-store.server.ts";
import { refreshPrices } from "#app/server/prices/refresh-prices.server.ts";
import { warmPrices } from "#app/server/prices/warm-prices.server.ts";
import { clearPriceKeys, fakeCalls, setFakeMode } from "#test/support/fake-upstreams.ts";
import worker from "#functions/worker.ts";
import { get, incoming } from "#test/support/worker.ts";
import type { Database } from "#app/server/db/client.server.ts";

const setMode = setFakeMode;

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const { response, html } = await get(path);
  return { status: response.status, body: JSON.parse(html) as T };
}

beforeEach(async ({ db }) => {
  await clearPriceKeys();
  await db.execute(sql`DELETE FROM price_history`);
  await setMode("normal");
});

describe("the price warmer and our price API", () => {
  it("prices all 50 currencies from CoinGecko, Coinbase and the fixed kuna rate", async () => {
    const result = await refreshPrices(env);
    expect(result).toMatchObject({ status: "updated", currencies: 50, errors: [] });
    const { status, body } = await api<{ prices: PriceAnswer[]; fetchedAt: string }>("/api/prices?t=1");
    expect(status).toBe(200);
    expect(body.prices).toHaveLength(50);
    expect(body.prices.every((p) => p.price !== null && !p.stale)).toBe(true);
    const byCode = Object.fromEntries(body.prices.map((p) => [p.code, p]));
    expect(byCode.USD).toMatchObject({ price: 67187.33, change24h: 2.5, source: "coingecko" });
    expect(byCode.COP).toMatchObject({ source: "coinbase", change24h: null });
    expect(byCode.HRK).toMatchObject({ source: "derived-from-eur", change24h: -1.2345 });
    expect(byCode.HRK!.price).toBeCloseTo(61234.75 * 7.5345, 6);
  });

  it("answers one currency by code, case-insensitively, and 404 for an unknown code", async () => {
    await refreshPrices(env);
    const eur = await api<PriceAnswer>("/api/prices/eur?t=2");
    expect(eur.body).toMatchObject({ code: "EUR", price: 61234.75, change24h: -1.2345, stale: false });
    const unknown = await api<{ error: string }>("/api/prices/xyz");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Unknown currency 'xyz'.");
  });

  it("keeps the last good prices when every source fails, and backs off", async () => {
    await refreshPrices(env);
    await setMode("error");
    const failed = await refreshPrices(env);
    expect(failed.status).toBe("failed");
    const usd = await api<PriceAnswer>("/api/prices/usd?t=3");
    expect(usd.body.price).toBe(67187.33);
    expect((await refreshPrices(env)).status).toBe("skipped");
  });

  it("waits as long as Retry-After says before asking CoinGecko again", async () => {
    await setMode("rate-limited");
    const now = Date.now();
    expect((await refreshPrices(env, now)).status).toBe("failed");
    expect((await refreshPrices(env, now + 60_000)).status).toBe("skipped");
    await setMode("normal");
    expect((await refreshPrices(env, now + 120_000)).status).toBe("updated");
  });

  it("fills the currencies CoinGecko leaves out from Coinbase, without a 24h change", async () => {
    await setMode("partial");
    await refreshPrices(env);
    const usd = await api<PriceAnswer>("/api/prices/usd?t=4");
    const eur = await api<PriceAnswer>("/api/prices/eur?t=4");
    expect(usd.body.source).toBe("coingecko");
    expect(eur.body).toMatchObject({ source: "coinbase", change24h: null });
  });

  it("gives up on a source that does not answer within 5 s, keeping the last prices", async () => {
    await refreshPrices(env);
    await setMode("hanging");
    const started = Date.now();
    expect((await refreshPrices(env, Date.now() + 5 * 60_000)).status).toBe("failed");
    expect(Date.now() - started).toBeLessThan(6_500);
    const usd = await api<PriceAnswer>("/api/prices/usd?t=slow");
    expect(usd.body).toMatchObject({ price: 67187.33, stale: false });
  });

  it("survives a malformed CoinGecko answer", async () => {
    await setMode("malformed");
    const result = await refreshPrices(env);
    expect(result.status).toBe("failed");
    const none = await api<PriceAnswer>("/api/prices/usd?t=5");
    expect(none.body).toMatchObject({ price: null, stale: true });
  });
});

const largestStoredPrice = async (db: Database) => {
  const [row] = await db.execute<{ p: number | null }>(sql`SELECT max(price)::float8 AS p FROM price_history`);
  return Number(row!.p ?? 0);
};

describe("implausible prices", () => {
  it("a source pricing bitcoin at 1e30 is ignored: the page keeps a real price and nothing absurd is stored", async ({
    db,
  }) => {
    const now = Date.now();
    await warmPrices(env, db, now);
    await setMode("absurd");
    const { poll } = await warmPrices(env, db, now + 60_000);
    expect(poll.status).toBe("updated");
    const usd = await api<PriceAnswer>("/api/prices/usd?t=absurd-1");
    expect(usd.body.price).toBeCloseTo(67187.33 * 0.999, 2);
    expect(usd.body.source).toBe("coinbase");
    const { html } = await get("/bitcoin-to-euro?t=absurd-1");
    expect(html).not.toContain("000.000.000.000");
    expect(await largestStoredPrice(db)).toBeLessThan(1e10);
    expect((await readMarket(env.CACHE))?.price).toBe(67187.33);
  });

  it("on the very first poll, an absurd source is checked against the other one", async ({ db }) => {
    await setMode("absurd");
    const { poll } = await warmPrices(env, db);
    expect(poll.status).toBe("updated");
    const usd = await api<PriceAnswer>("/api/prices/usd?t=absurd-2");
    expect(usd.body).toMatchObject({ source: "coinbase" });
    expect(usd.body.price).toBeCloseTo(67187.33 * 0.999, 2);
    expect(await largestStoredPrice(db)).toBeLessThan(1e10);
    expect(await readMarket(env.CACHE)).toBeNull();
  });

  it("when every source is absurd, nothing is shown or stored", async ({ db }) => {
    await setMode("absurd-everywhere");
    const { poll } = await warmPrices(env, db);
    expect(poll.status).toBe("failed");
    const usd = await api<PriceAnswer>("/api/prices/usd?t=absurd-3");
    expect(usd.body).toMatchObject({ price: null, stale: true });
    expect(await largestStoredPrice(db)).toBe(0);
  });

  it("a large move both sources agree on is accepted; one source alone does not move the price", async () => {
    const now = Date.now();
    await refreshPrices(env, now);
    await setMode("doubled-coingecko");
    await refreshPrices(env, now + 60_000);
    expect((await api<PriceAnswer>("/api/prices/usd?t=moved-1")).body.price).toBeCloseTo(67187.33 * 0.999, 2);
    await setMode("doubled");
    await refreshPrices(env, now + 120_000);
    const usd = await api<PriceAnswer>("/api/prices/usd?t=moved-2");
    expect(usd.body).toMatchObject({ price: 2 * 67187.33, source: "coingecko" });
  });
});

describe("reading prices", () => {
  it("starts one background refresh when KV has none, and serves the prices it brings", async () => {
    const first = await api<PriceAnswer>("/api/prices/usd?t=6");
    expect(first.body.price).toBeNull();
    let price: number | null = null;
    for (let attempt = 0; attempt < 50 && price === null; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      price = (await api<PriceAnswer>(`/api/prices/usd?t=7-${attempt}`)).body.price;
    }
    expect(price).toBe(67187.33);
    const calls = await fakeCalls();
    expect(calls["/api/v3/simple/price"]).toBe(1);
  });
});

describe("one poll at a time", () => {
  it("the cron does not poll while a page's background refresh is polling", async ({ db }) => {
    await setMode("hanging");
    const ctx = createExecutionContext();
    const response = await worker.fetch(incoming("http://localhost/api/prices/usd?t=lock"), env, ctx);
    expect((await response.json()) as PriceAnswer).toMatchObject({ price: null });
    for (let attempt = 0; attempt < 50 && !(await fakeCalls())["/api/v3/simple/price"]; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const { poll } = await warmPrices(env, db);
    expect(poll).toMatchObject({ status: "skipped" });
    expect((await fakeCalls())["/api/v3/simple/price"]).toBe(1);
    await waitOnExecutionContext(ctx);
  });
});

const historyCount = async (db: Database, currency: string, source?: string) => {
  const [row] = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM price_history WHERE currency = ${currency} AND (${source ?? null}::text IS NULL OR source = ${source ?? null})`,
  );
  return Number(row!.n);
};

describe("the cron warmer", () => {
  it("writes the home card's market figures and appends every currency to the price history", async ({ db }) => {
    const { poll } = await warmPrices(env, db);
    expect(poll.status).toBe("updated");
    const market = await readMarket(env.CACHE);
    expect(market).toMatchObject({ price: 67187.33, change24h: 2.5, marketCap: 1323456789012, high24h: 68012.5 });
    expect(market!.sparkline).toHaveLength(168);
    expect(await historyCount(db, "EUR", "coingecko")).toBe(1);
    expect(await historyCount(db, "COP", "coinbase")).toBe(1);
    expect(await historyCount(db, "HRK", "derived-from-eur")).toBe(1);
  });

  it("keeps the last market figures when the market call fails", async ({ db }) => {
    await warmPrices(env, db);
    await setMode("error");
    await refreshPrices(env, Date.now());
    expect((await readMarket(env.CACHE))?.price).toBe(67187.33);
  });

  it("fills the past from market_chart one step per run: USD first, then the price pages, the kuna with the euro", async ({
    db,
  }) => {
    const { poll } = await warmPrices(env, db);
    expect(poll.status).toBe("updated");
    // The first run filled USD's 90 hourly days (2,161 points from the fake).
    expect(await historyCount(db, "USD", "coingecko-history")).toBe(90 * 24 + 1);
    const prices = poll.status === "updated" ? poll.prices : {};
    expect(await backfillHistoryStep(env, db, prices)).toMatchObject({ status: "filled", currency: "USD", days: 365 });
    expect(await backfillHistoryStep(env, db, prices)).toMatchObject({ status: "filled", currency: "EUR", days: 90 });
    expect(await historyCount(db, "HRK", "derived-from-eur")).toBeGreaterThan(90 * 24);
    const calls = await fakeCalls();
    expect(calls["/api/v3/coins/bitcoin/market_chart"]).toBe(3);
  });

  it("charts a range in buckets from the stored history", async ({ db }) => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const rows = Array.from({ length: 24 * 60 }, (_, i) => ({
      currency: "GBP",
      at: now - i * 60_000,
      price: 50_000 + i,
      source: "coingecko",
    }));
    await appendPriceHistory(db, rows);
    const day = await readPriceChart(db, "GBP", "24h", now);
    expect(day).toHaveLength(24 * 6 + 1);
    expect(day[0]![0]).toBeLessThan(day[day.length - 1]![0]);
    const week = await readPriceChart(db, "GBP", "7d", now);
    expect(week.length).toBeGreaterThanOrEqual(24);
    expect(week.length).toBeLessThanOrEqual(25);
    expect(await readPriceChart(db, "CHF", "1y", now)).toEqual([]);
  });

  it("thins rows older than two days to the first of each hour and the last of each day", async ({ db }) => {
    const old = Date.now() - 3 * 86_400_000;
    const hourStart = old - (old % 86_400_000) + 10 * 3_600_000;
    const rows = Array.from({ length: 120 }, (_, i) => ({
      currency: "SEK",
      at: hourStart + i * 60_000,
      price: 700_000 + i,
      source: "coingecko",
    }));
    rows.push({ currency: "SEK", at: Date.now() - 60_000, price: 712_345, source: "coingecko" });
    await appendPriceHistory(db, rows);
    await thinPriceHistory(db);
    const kept = await db.execute<{ price: number }>(
      sql`SELECT price FROM price_history WHERE currency = 'SEK' ORDER BY at`,
    );
    expect(kept.map((r) => Number(r.price))).toEqual([700_000, 700_060, 700_119, 712_345]);
  });
});
