// The price warmer (every minute): polls the price sources into KV and the price history (skipping
// when a page's background refresh is polling), thins the history (and drops old rate-limit
// windows and used captcha solutions) once an hour, and fills one step of the history's past while
// any is missing; in a run that made no backfill call, it refreshes one currency's all-time high.
import { pruneCaptchaSolutions } from "#app/server/captcha/verify-captcha.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { refreshAllTimeHighStep } from "#app/server/prices/all-time-high.server.ts";
import { backfillHistoryStep } from "#app/server/prices/history-backfill.server.ts";
import { thinPriceHistory } from "#app/server/prices/price-history.server.ts";
import { pollPricesAlone } from "#app/server/prices/price-poll.server.ts";
import type { PriceSourcesConfig } from "#app/server/prices/refresh-prices.server.ts";
import { pruneRateLimits } from "#app/server/security/rate-limit.server.ts";

const THINNED_KEY = "prices:history-thinned";

export async function warmPrices(config: PriceSourcesConfig, db: Database, now = Date.now()) {
  const poll = await pollPricesAlone(config, db, now);
  if (poll.status !== "updated") return { poll };
  const backfill = await backfillHistoryStep(config, db, poll.prices, now);
  // The poll made three calls; the backfill's or the high's is the fourth, never both.
  const high = backfill.status === "idle" ? await refreshAllTimeHighStep(config, poll.prices, now) : undefined;
  if (!(await config.CACHE.get(THINNED_KEY))) {
    await config.CACHE.put(THINNED_KEY, String(now), { expirationTtl: 3600 });
    await thinPriceHistory(db);
    await pruneRateLimits(db);
    await pruneCaptchaSolutions(db);
  }
  return { poll, backfill, high };
}
