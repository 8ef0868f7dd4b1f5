import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { tools } from "#app/server/db/schema.server.ts";
import { toolSummaryColumns, type ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import { memoize, SHARED_READ_TTL_MS } from "#app/server/memo.server.ts";

/** Published featured tools, newest first (3 on home, tool page and sign-in; 5 in the blog sidebar). */
export function listFeaturedTools(db: Database, limit: number): Promise<ToolSummary[]> {
  return memoize(`featured-tools:${limit}`, SHARED_READ_TTL_MS, () =>
    db
      .select(toolSummaryColumns)
      .from(tools)
      .where(and(eq(tools.featured, true), eq(tools.status, "published")))
      .orderBy(desc(tools.createdAt))
      .limit(limit),
  );
}
