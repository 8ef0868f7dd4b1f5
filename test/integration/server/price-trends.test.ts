import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "#test/support/fixtures.ts";
import { CURRENCIES } from "#app/lib/currencies.ts";
import { formatPagePrice } from "#app/lib/price-format.ts";
import { refreshAllTimeHighStep, readAllTimeHigh } from "#app/server/prices/all-time-high.server.ts";
import { appendPriceHistory, readWholePriceChart } from "#app/server/prices/price-history.server.ts";
import { readPrices } from "#app/server/prices/price-store.server.ts";
import { refreshPrices } from "#app/server/prices/refresh-prices.server.ts";
import { warmPrices } from "#app/server/prices/warm-prices.server.ts";
import { FAKE_ATH, FAKE_PRICES } from "#test/fakes/upstreams.ts";
import { clearPriceKeys, fakeCalls, setFakeMode } from "#test/support/fake-upstreams.ts";
import { get } from "#test/support/worker.ts";
import { uncachedPaths, visibleText as text } from "#test/support/page-text.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HIGHS_KEY = "prices:all-time-highs";

const fresh = uncachedPaths("trend");

/** What the fake's all-time high is in a currency, as the page writes it. */
const fakeHigh = (code: string) =>
  formatPagePrice(
    Math.round(FAKE_ATH.usd * (FAKE_PRICES[code.toLowerCase()]! / FAKE_PRICES.usd!) * 100) / 100,
    code,
  ).replace(/\s/g, " ");

/** Marks every backfill step done, so a warmer run makes no backfill call. */
const backfillDone = () =>
  env.CACHE.put(
    "prices:history-backfill",
    JSON.stringify(CURRENCIES.flatMap(({ code }) => [`${code}:90`, `${code}:365`])),
  );

const totalCalls = async () =>
  Object.entries(await fakeCalls())
    .filter(([path]) => !path.includes("?"))
    .reduce((n, [, c]) => n + c, 0);

beforeEach(async ({ db }) => {
  await clearPriceKeys();
  await env.CACHE.delete(HIGHS_KEY);
  await db.execute(sql`DELETE FROM price_history`);
  await setFakeMode("normal");
});

describe("the all-time high from CoinGecko", () => {
  it("is asked for only in a warmer run without a backfill call: four price calls a run at most", async ({ db }) => {
    const now = Date.now();
    const before = await totalCalls();
    const first = await warmPrices(env, db, now);
    expect(first.backfill).toMatchObject({ status: "filled", currency: "USD" });
    expect(first.high).toBeUndefined();
    expect((await totalCalls()) - before).toBe(4);

    await backfillDone();
    const second = await warmPrices(env, db, now + 60_000);
    expect(second.high).toMatchObject({ status: "stored", currency: "USD", high: { price: FAKE_ATH.usd } });
    expect((await totalCalls()) - before).toBe(8);
    const third = await warmPrices(env, db, now + 120_000);
    // The price pages' currencies follow the dollar.
    expect(third.high).toMatchObject({ status: "stored", currency: "EUR" });
    const calls = await fakeCalls();
    expect(calls["/api/v3/coins/markets?vs_currency=usd"]).toBe(4);
    expect(calls["/api/v3/coins/markets?vs_currency=eur"]).toBe(1);
    expect(await readAllTimeHigh(env.CACHE, "EUR")).toEqual({
      price: Math.round(FAKE_ATH.usd * (FAKE_PRICES.eur! / FAKE_PRICES.usd!) * 100) / 100,
      at: Date.parse(FAKE_ATH.date),
    });
  });

  it("asks for each currency CoinGecko prices once a day, and for no other", async () => {
    const now = Date.now();
    await refreshPrices(env, now);
    const prices = (await readPrices(env.CACHE))!.prices;
    const asked: string[] = [];
    for (let run = 0; run < 60; run++) {
      const step = await refreshAllTimeHighStep(env, prices, now + run * 60_000);
      if (step.status === "idle") break;
      asked.push(step.currency);
    }
    const fromCoinGecko = Object.keys(prices).filter((code) => prices[code]!.source === "coingecko");
    expect(asked.sort()).toEqual(fromCoinGecko.sort());
    expect(asked).not.toContain("COP");
    expect(asked).not.toContain("HRK");
    expect(await refreshAllTimeHighStep(env, prices, now + 23 * HOUR)).toEqual({ status: "idle" });
    expect(await refreshAllTimeHighStep(env, prices, now + 25 * HOUR)).toMatchObject({ currency: "USD" });
  });

  it("backs off on 429 as long as CoinGecko asks, and makes no call meanwhile", async () => {
    const now = Date.now();
    await refreshPrices(env, now);
    const prices = (await readPrices(env.CACHE))!.prices;
    await setFakeMode("rate-limited");
    expect(await refreshAllTimeHighStep(env, prices, now)).toMatchObject({ status: "failed", currency: "USD" });
    await setFakeMode("normal");
    expect(await refreshAllTimeHighStep(env, prices, now + 60_000)).toEqual({ status: "idle" });
    expect((await fakeCalls())["/api/v3/coins/markets"]).toBeUndefined();
    expect(await refreshAllTimeHighStep(env, prices, now + 120_000)).toMatchObject({
      status: "stored",
      currency: "USD",
    });
  });

  it("asks a currency again an hour after a failed answer, keeping the high it had", async () => {
    const now = Date.now();
    await refreshPrices(env, now);
    const prices = (await readPrices(env.CACHE))!.prices;
    await refreshAllTimeHighStep(env, prices, now);
    await env.CACHE.put(HIGHS_KEY, JSON.stringify({ USD: { high: { price: 1, at: 0 }, nextCheck: 0 } }));
    await setFakeMode("error");
    expect(await refreshAllTimeHighStep(env, prices, now)).toMatchObject({ status: "failed", currency: "USD" });
    await setFakeMode("normal");
    expect(await readAllTimeHigh(env.CACHE, "USD")).toEqual({ price: 1, at: 0 });
    expect(await refreshAllTimeHighStep(env, prices, now + 60_000)).toMatchObject({ currency: "EUR" });
    expect(await refreshAllTimeHighStep(env, prices, now + 61 * 60_000)).toMatchObject({ currency: "USD" });
  });
});

describe("changes and the all-time high on the pages", () => {
  it("a price page shows each change from the stored history and CoinGecko's high with its date and distance", async ({
    db,
  }) => {
    const now = Date.now();
    await refreshPrices(env, now);
    const prices = (await readPrices(env.CACHE))!.prices;
    await refreshAllTimeHighStep(env, prices, now);
    await refreshAllTimeHighStep(env, prices, now);
    const stored = await env.CACHE.get<Record<string, unknown>>(HIGHS_KEY, "json");
    const jpyHigh = { price: FAKE_PRICES.jpy! * 1.5, at: Date.parse(FAKE_ATH.date) };
    await env.CACHE.put(HIGHS_KEY, JSON.stringify({ ...stored, JPY: { high: jpyHigh, nextCheck: now + DAY } }));
    // JPY has no 24h change from the source, so every span comes from the history: 10% lower a day
    // ago, 20% a week ago (2 hours off, within tolerance), 50% higher 30 days ago; nothing a year ago.
    const jpy = FAKE_PRICES.jpy!;
    await appendPriceHistory(db, [
      { currency: "JPY", at: now - DAY + 10 * 60_000, price: jpy / 1.1, source: "coingecko" },
      { currency: "JPY", at: now - 7 * DAY - 2 * HOUR, price: jpy / 1.2, source: "coingecko" },
      { currency: "JPY", at: now - 30 * DAY, price: jpy / 0.5, source: "coingecko-history" },
      { currency: "EUR", at: now - 7 * DAY, price: FAKE_PRICES.eur! * 0.8, source: "coingecko" },
    ]);
    const page = text((await get(fresh("/bitcoin-to-jpy"))).html);
    expect(page).toContain("Change over 24 hours +10.00%");
    expect(page).toContain("Change over 7 days +20.00%");
    expect(page).toContain("Change over 30 days \u221250.00%");
    expect(page).toContain("Change over 1 year not known");
    // The history's 30-day-old price (twice today's) is higher than CoinGecko's high: it wins.
    expect(page).toContain(`All-time high ${formatPagePrice(jpy / 0.5, "JPY").replace(/\s/g, " ")} on`);
    expect(page).toContain("(50.0% below; from our price history)");

    // In the euro's own format (de-DE), like its price; a no-break space before "%".
    const euro = text((await get(fresh("/bitcoin-to-euro"))).html).replace(/\u00a0/g, " ");
    // EUR's 24h change is the source's own (-1.2345% in the fake); 7 days from the history.
    expect(euro).toContain("Change over 24 hours \u22121,23 %");
    expect(euro).toContain("Change over 7 days +25,00 %");
    expect(euro).toContain("Change over 30 days not known");
    expect(euro).toContain(
      `All-time high ${fakeHigh("EUR").replace(/\u00a0/g, " ")} on October 6, 2025 (46,7 % below; from CoinGecko)`,
    );
  });

  it("says 'not known' where the history stops, and for a high until CoinGecko has given one", async ({ db }) => {
    const now = Date.now();
    await refreshPrices(env, now);
    // A week ago, but 4 hours further than the 7-day tolerance of 3 hours.
    await appendPriceHistory(db, [
      { currency: "GBP", at: now - 7 * DAY - 4 * HOUR, price: 50_000, source: "coingecko" },
    ]);
    const gbp = text((await get(fresh("/bitcoin-to-gbp"))).html);
    expect(gbp).toContain("Change over 7 days not known");
    expect(gbp).toContain("Change over 1 year not known");
    // A year of history at most: its highest price is not the all-time high, and neither is today's.
    expect(gbp).toContain("All-time high not known");
    expect(gbp).not.toContain("at the all-time high");
  });

  it("on a fresh database the dollar's high is the seeded one, with its day and source, before CoinGecko answers", async ({
    db,
  }) => {
    await refreshPrices(env, Date.now());
    const usd = text((await get(fresh("/bitcoin-to-usd"))).html);
    expect(usd).toContain("All-time high $126,080.00 on October 6, 2025 (46.7% below; from CoinGecko)");
    // A live price above it raises it.
    await appendPriceHistory(db, [{ currency: "USD", at: Date.now() - HOUR, price: 130_000, source: "coingecko" }]);
    const raised = text((await get(fresh("/bitcoin-to-usd"))).html);
    expect(raised).toContain("All-time high $130,000.00 on");
    expect(raised).toContain("from our price history)");
  });

  it("the home card shows the dollar's changes and all-time high", async ({ db }) => {
    const now = Date.now();
    await refreshPrices(env, now);
    await refreshAllTimeHighStep(env, (await readPrices(env.CACHE))!.prices, now);
    await appendPriceHistory(db, [
      { currency: "USD", at: now - 365 * DAY, price: FAKE_PRICES.usd! / 2, source: "coingecko-history" },
    ]);
    const home = text((await get(fresh("/"))).html);
    expect(home).toContain("Change over 24 hours +2.50%");
    expect(home).toContain("Change over 7 days not known");
    expect(home).toContain("Change over 1 year +100.00%");
    expect(home).toContain("All-time high $126,080.00 on October 6, 2025 (46.7% below; from CoinGecko)");
  });
});

describe("the chart of the whole history", () => {
  it("draws everything stored in at most a few hundred points, from the oldest", async ({ db }) => {
    const now = Date.now();
    const rows = Array.from({ length: 500 }, (_, i) => ({
      currency: "CHF",
      at: now - i * DAY,
      price: 50_000 + i,
      source: "coingecko-history",
    }));
    await appendPriceHistory(db, rows);
    const points = await readWholePriceChart(db, "CHF", now);
    expect(points.length).toBeGreaterThan(200);
    expect(points.length).toBeLessThanOrEqual(300);
    expect(points[0]![0]).toBeLessThanOrEqual(now - 499 * DAY + 1);
    expect(points[0]![1]).toBeGreaterThan(50_400);
    expect(await readWholePriceChart(db, "SEK", now)).toEqual([]);

    await refreshPrices(env, now);
    const page = text((await get(fresh("/bitcoin-to-chf?range=all"))).html);
    expect(page).toMatch(/Price chart 24h 7d 30d 1y All /);
    expect(page).toMatch(/\b(2\d\d|300) points\b/);
  });
});
