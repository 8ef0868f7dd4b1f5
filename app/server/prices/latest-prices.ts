// What loaders and the price API read: the stored prices, at once. When they are missing or
// older than they should be, a refresh runs in the background (waitUntil), at most once a minute
// for the whole site, so visitors never wait for an upstream and never multiply its calls.
import { readPrices, type StoredPrices } from "./price-store.ts";
import { refreshPrices, type PriceSourcesConfig } from "./refresh-prices.ts";

/** The warmer polls every minute; older than this, the data missed at least one poll. */
export const REFRESH_AFTER_MS = 2 * 60_000;
const LOCK_KEY = "prices:refresh-lock";
const LOCK_SECONDS = 60;

export async function latestPrices(
  config: PriceSourcesConfig,
  ctx: Pick<ExecutionContext, "waitUntil">,
  now = Date.now(),
): Promise<StoredPrices | null> {
  const stored = await readPrices(config.CACHE);
  if (!stored || now - stored.fetchedAt > REFRESH_AFTER_MS) {
    if (!(await config.CACHE.get(LOCK_KEY))) {
      await config.CACHE.put(LOCK_KEY, String(now), { expirationTtl: LOCK_SECONDS });
      ctx.waitUntil(refreshPrices(config, now).catch((error) => console.error("background price refresh", error)));
    }
  }
  return stored;
}
