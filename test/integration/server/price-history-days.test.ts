import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "#test/support/fixtures.ts";
import { utcDay } from "#app/lib/price-day.ts";
import { readDayPrice } from "#app/server/prices/day-close.server.ts";
import { backfillHistoryStep } from "#app/server/prices/history-backfill.server.ts";
import { appendPriceHistory, thinPriceHistory } from "#app/server/prices/price-history.server.ts";
import { writeBackoff } from "#app/server/prices/price-store.server.ts";
import { warmPrices } from "#app/server/prices/warm-prices.server.ts";
import { FAKE_PRICES } from "#test/fakes/upstreams.ts";
import { clearPriceKeys, fakeCalls, setFakeMode } from "#test/support/fake-upstreams.ts";
import type { Database } from "#app/server/db/client.server.ts";

const DAY_MS = 86_400_000;
const MARKET_CHART = "/api/v3/coins/bitcoin/market_chart";
const chartCalls = async () => (await fakeCalls())[MARKET_CHART] ?? 0;
/** The start of the UTC day 364 days ago: with today, 365 days. */
const yearStart = () => Date.parse(`${utcDay(Date.now() - 364 * DAY_MS)}T00:00:00Z`);

beforeEach(async ({ db }) => {
  await clearPriceKeys();
  await db.execute(sql`DELETE FROM price_history`);
  await setFakeMode("normal");
});

/** How many UTC days since `since` have at least one stored price of the currency. */
async function daysWithPrices(db: Database, code: string, since: number): Promise<number> {
  const [row] = await db.execute<{ n: number }>(sql`
    SELECT count(DISTINCT date_trunc('day', at, 'UTC'))::int AS n
    FROM price_history WHERE currency = ${code} AND at >= ${new Date(since).toISOString()}::timestamptz`);
  return Number(row!.n);
}

describe("the history backfill", () => {
  it("fills a year of every CoinGecko-priced currency, one market_chart call per warmer run at most", async ({
    db,
  }) => {
    const coinGeckoPriced = Object.keys(FAKE_PRICES).length;
    let runs = 0;
    let before = 0;
    for (;;) {
      const { poll, backfill } = await warmPrices(env, db);
      expect(poll.status).toBe("updated");
      runs += 1;
      const after = await chartCalls();
      expect(after - before, `run ${runs}`).toBeLessThanOrEqual(1);
      before = after;
      if (backfill?.status === "idle") break;
      expect(runs).toBeLessThan(2 * coinGeckoPriced + 5);
    }
    // 90 hourly days and 365 daily days for each currency, then one run that asks nothing.
    expect(before).toBe(2 * coinGeckoPriced);
    expect(runs).toBe(2 * coinGeckoPriced + 1);
    await warmPrices(env, db);
    expect(await chartCalls()).toBe(before);

    const yearAgo = yearStart();
    for (const code of [...Object.keys(FAKE_PRICES).map((c) => c.toUpperCase()), "HRK"]) {
      expect(await daysWithPrices(db, code, yearAgo), code).toBeGreaterThanOrEqual(365);
    }
    // CoinGecko does not price the Colombian peso: its history is the site's own polls, from today.
    const [cop] = await db.execute<{ first: string }>(
      sql`SELECT min(at)::text AS first FROM price_history WHERE currency = 'COP'`,
    );
    expect(Date.parse(cop!.first)).toBeGreaterThan(Date.now() - DAY_MS);
  }, 120_000);

  it("asks nothing while the price sources asked us to wait", async ({ db }) => {
    const { poll } = await warmPrices(env, db);
    const prices = poll.status === "updated" ? poll.prices : {};
    const asked = await chartCalls();
    const now = Date.now();
    await writeBackoff(env.CACHE, now + 119_000, now);
    expect(await backfillHistoryStep(env, db, prices, now)).toEqual({ status: "idle" });
    expect((await warmPrices(env, db, now)).poll.status).toBe("skipped");
    expect(await chartCalls()).toBe(asked);
  });
});

describe("the history keeps every day", () => {
  it("thinning keeps each day's last price, so a day's close is the same before and after", async ({ db }) => {
    const dayStart = Date.parse(`${utcDay(Date.now() - 5 * DAY_MS)}T00:00:00Z`);
    // A poll every 10 minutes for two whole days.
    const rows = Array.from({ length: 2 * 144 }, (_, i) => ({
      currency: "GBP",
      at: dayStart + i * 600_000 + 30_000,
      price: 50_000 + i,
      source: "coingecko",
    }));
    await appendPriceHistory(db, rows);
    const day = utcDay(dayStart);
    const closeBefore = (await readDayPrice(db, "GBP", day)).close;
    expect(closeBefore?.price).toBe(50_000 + 143);

    expect(await thinPriceHistory(db)).toBeGreaterThan(0);
    expect((await readDayPrice(db, "GBP", day)).close).toEqual(closeBefore);
    // The first row of each hour stays too: 24 an hour's first, plus the day's last.
    expect(await daysWithPrices(db, "GBP", dayStart)).toBe(2);
    const [kept] = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM price_history`);
    expect(Number(kept!.n)).toBe(2 * (24 + 1));
  });

  it("a backfilled year keeps a price for every day after thinning", async ({ db }) => {
    const { poll } = await warmPrices(env, db);
    const prices = poll.status === "updated" ? poll.prices : {};
    // USD's 90 hourly days came with the first run; the next step is its 365 daily ones.
    expect(await backfillHistoryStep(env, db, prices)).toMatchObject({ currency: "USD", days: 365 });
    const yearAgo = yearStart();
    const days = await daysWithPrices(db, "USD", yearAgo);
    expect(days).toBeGreaterThanOrEqual(365);
    await thinPriceHistory(db);
    expect(await daysWithPrices(db, "USD", yearAgo)).toBe(days);
  });
});
