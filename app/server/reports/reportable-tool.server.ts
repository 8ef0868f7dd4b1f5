// The tool a visitor may report: a published one, found by its current slug.
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { tools } from "#app/server/db/schema.server.ts";

export async function findReportableTool(db: Database, slug: string | undefined) {
  if (!slug) return null;
  const [tool] = await db
    .select({ id: tools.id, name: tools.name, slug: tools.slug })
    .from(tools)
    .where(and(eq(tools.slug, slug), eq(tools.status, "published")));
  return tool ?? null;
}
