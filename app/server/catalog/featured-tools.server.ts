import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { toolsWithCategories } from "#app/server/db/schema.server.ts";

export type ToolSummary = {
  id: string;
  name: string;
  slug: string;
  description: string;
  logoUrl: string | null;
  categoryNames: string | null;
};

/** The columns of a ToolSummary, selected from tools_with_categories. */
export const summaryColumns = {
  id: toolsWithCategories.id,
  name: toolsWithCategories.name,
  slug: toolsWithCategories.slug,
  description: toolsWithCategories.description,
  logoUrl: toolsWithCategories.logoUrl,
  categoryNames: toolsWithCategories.categoryNames,
};

/** Published featured tools, newest first (3 on home, tool page and sign-in; 5 in the blog sidebar). */
export function listFeaturedTools(db: Database, limit: number): Promise<ToolSummary[]> {
  return db
    .select(summaryColumns)
    .from(toolsWithCategories)
    .where(and(eq(toolsWithCategories.featured, true), eq(toolsWithCategories.status, "published")))
    .orderBy(desc(toolsWithCategories.createdAt))
    .limit(limit);
}
