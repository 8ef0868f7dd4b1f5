// One price poll at a time for the whole site: the cron warmer and a page's background refresh
// both poll through here, under a Postgres advisory lock, and whoever finds it taken skips its
// poll. The lock is transaction-scoped because Hyperdrive pools connections per transaction: a
// session lock could outlive the poll on a connection someone else then uses.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import {
  refreshPrices,
  type PriceSourcesConfig,
  type RefreshResult,
} from "#app/server/prices/refresh-prices.server.ts";

export async function pollPricesAlone(
  config: PriceSourcesConfig,
  db: Database,
  now = Date.now(),
): Promise<RefreshResult> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.execute<{ taken: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext('price-poll')) AS taken`,
    );
    if (!lock?.taken) return { status: "skipped", reason: "another price poll is running" };
    return refreshPrices(config, now, tx);
  });
}
