// What a tool's share image shows: its name and primary category. Only published tools have one.
import { sql } from "drizzle-orm";
import { primaryCategoryName } from "#app/server/catalog/primary-category.server.ts";
import type { Database } from "#app/server/db/client.server.ts";

export type ShareImageTool = {
  name: string;
  category: string | null;
};

export async function findShareImageTool(db: Database, slug: string): Promise<ShareImageTool | null> {
  const [tool] = await db.execute<ShareImageTool>(sql`
    SELECT t.name, ${primaryCategoryName} AS category
    FROM tools t WHERE t.slug = ${slug} AND t.status = 'published'`);
  return tool ?? null;
}
