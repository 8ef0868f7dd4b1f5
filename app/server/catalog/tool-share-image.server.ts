// What a tool's share image shows: its name, primary category and logo. Only published tools have one.
import { and, eq } from "drizzle-orm";
import { primaryCategoryOf } from "#app/server/catalog/primary-category.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { tools } from "#app/server/db/schema.server.ts";

export type ShareImageTool = {
  name: string;
  category: string | null;
  logoUrl: string | null;
};

export async function findShareImageTool(db: Database, slug: string): Promise<ShareImageTool | null> {
  const [tool] = await db
    .select({ name: tools.name, category: primaryCategoryOf(tools.id), logoUrl: tools.logoUrl })
    .from(tools)
    .where(and(eq(tools.slug, slug), eq(tools.status, "published")))
    .limit(1);
  return tool ?? null;
}
