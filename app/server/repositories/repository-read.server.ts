// The repository check's last read of the address a tool names now, for the tool's editor.
import { and, eq, sql } from "drizzle-orm";
import type { RepositoryRead } from "#app/lib/tool-repository.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolRepositoryStats, tools } from "#app/server/db/schema.server.ts";

export async function readRepositoryRead(db: Database, toolId: string): Promise<RepositoryRead | null> {
  const [row] = await db
    .select({
      outcome: toolRepositoryStats.lastOutcome,
      readAt: sql<string>`to_char(${toolRepositoryStats.lastReadAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(toolRepositoryStats)
    .innerJoin(
      tools,
      and(eq(tools.id, toolRepositoryStats.toolId), eq(tools.repositoryUrl, toolRepositoryStats.repositoryUrl)),
    )
    .where(eq(toolRepositoryStats.toolId, toolId));
  return row ?? null;
}
