// What the admin pages read of the listing check: a tool's health for the table's column and
// filter, and a tool's recent checks for its edit page.
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { HealthFilter } from "#app/lib/listing-health.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolHealth, toolHealthChecks, tools } from "#app/server/db/schema.server.ts";

/** Recent checks on a tool's edit page: a few weeks of them at the usual pace. */
export const RECENT_CHECKS_SHOWN = 20;

/** The columns of a tool's health, for a select that left-joins tool_health. */
export const toolHealthColumns = {
  state: toolHealth.state,
  lastCheckedAt: toolHealth.lastCheckedAt,
  lastOutcome: toolHealth.lastOutcome,
  lastStatusCode: toolHealth.lastStatusCode,
  failures: toolHealth.failures,
  failingSince: toolHealth.failingSince,
  redirectUrl: toolHealth.redirectUrl,
};

/** The tools whose health is `filter` ("unchecked": no check kept). */
export function healthCondition(filter: HealthFilter): SQL {
  if (filter === "unchecked")
    return sql`NOT EXISTS (SELECT 1 FROM ${toolHealth} WHERE ${toolHealth.toolId} = ${tools.id})`;
  return sql`EXISTS (SELECT 1 FROM ${toolHealth} WHERE ${toolHealth.toolId} = ${tools.id} AND ${toolHealth.state} = ${filter})`;
}

export async function readToolHealth(db: Database, toolId: string) {
  const [summary, checks] = await Promise.all([
    db.select(toolHealthColumns).from(toolHealth).where(eq(toolHealth.toolId, toolId)),
    db
      .select({
        id: toolHealthChecks.id,
        checkedAt: toolHealthChecks.checkedAt,
        outcome: toolHealthChecks.outcome,
        statusCode: toolHealthChecks.statusCode,
        finalUrl: toolHealthChecks.finalUrl,
      })
      .from(toolHealthChecks)
      .where(eq(toolHealthChecks.toolId, toolId))
      .orderBy(desc(toolHealthChecks.checkedAt), desc(toolHealthChecks.id))
      .limit(RECENT_CHECKS_SHOWN),
  ]);
  return { summary: summary[0] ?? null, checks };
}
