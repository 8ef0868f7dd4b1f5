// What loaders and the price API read: the stored prices and market figures, at once. When they
// are missing or older than they should be, a refresh runs in the background (waitUntil), at most
// once a minute for the whole site, so visitors never wait for an upstream and never multiply its
// calls. The background refresh polls under the same lock as the cron warmer, on a database
// connection of its own (the request's closes when the response is done).
import { openOwnConnection } from "#app/server/db/own-connection.server.ts";
import { pollPricesAlone } from "#app/server/prices/price-poll.server.ts";
import type { MarketSnapshot } from "#app/server/prices/price-sources.server.ts";
import { readMarket, readPrices, type StoredPrices } from "#app/server/prices/price-store.server.ts";
import { describePoll, errorText } from "#app/server/prices/poll-log.server.ts";
import type { PriceSourcesConfig } from "#app/server/prices/refresh-prices.server.ts";

type PollConfig = PriceSourcesConfig & { HYPERDRIVE: Pick<Hyperdrive, "connectionString"> };

/** The warmer polls every minute; older than this, the data missed at least one poll. */
export const REFRESH_AFTER_MS = 2 * 60_000;
const LOCK_KEY = "prices:refresh-lock";
const LOCK_SECONDS = 60;

type Waiter = Pick<ExecutionContext, "waitUntil">;

/**
 * KV has no compare-and-set, so requests arriving together in one isolate would all see the lock
 * missing; this flag, set before any await, lets only the first of them through.
 */
let refreshingInThisIsolate = false;

export async function latestPrices(config: PollConfig, ctx: Waiter, now = Date.now()) {
  const stored = await readPrices(config.CACHE);
  await refreshWhenBehind(config, ctx, stored, now);
  return stored;
}

export async function latestMarket(config: PollConfig, ctx: Waiter, now = Date.now()): Promise<MarketSnapshot | null> {
  const [market, stored] = await Promise.all([readMarket(config.CACHE), readPrices(config.CACHE)]);
  await refreshWhenBehind(config, ctx, stored, now);
  return market;
}

async function refreshWhenBehind(config: PollConfig, ctx: Waiter, stored: StoredPrices | null, now: number) {
  if (stored && now - stored.fetchedAt <= REFRESH_AFTER_MS) return;
  if (refreshingInThisIsolate) return;
  refreshingInThisIsolate = true;
  try {
    if (await config.CACHE.get(LOCK_KEY)) {
      refreshingInThisIsolate = false;
      return;
    }
    await config.CACHE.put(LOCK_KEY, String(now), { expirationTtl: LOCK_SECONDS });
  } catch (error) {
    refreshingInThisIsolate = false;
    throw error;
  }
  const database = openOwnConnection(config.HYPERDRIVE.connectionString);
  ctx.waitUntil(
    pollPricesAlone(config, database.get(), now)
      .then((result) => {
        if (result.status === "failed") console.warn(`background price refresh: ${describePoll(result)}`);
      })
      .catch((error) => console.warn(`background price refresh: ${errorText(error)}`))
      .finally(async () => {
        refreshingInThisIsolate = false;
        await database.close();
      }),
  );
}
