// The categories as the admin sees them: every one, with its published tools (kept by triggers)
// and its tools of any status.
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { categories, toolCategories } from "#app/server/db/schema.server.ts";

const allTools = sql<number>`(SELECT count(*)::int FROM ${toolCategories} WHERE ${toolCategories.categoryId} = ${categories.id})`;

const adminCategoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  /** Published tools. */
  toolCount: categories.toolCount,
  /** Tools of any status. */
  allTools,
  version: categories.version,
};

export type AdminCategory = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  toolCount: number;
  allTools: number;
  version: number;
};

/** Every category, by name. */
export function listAdminCategories(db: Database): Promise<AdminCategory[]> {
  return db
    .select(adminCategoryColumns)
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function findAdminCategory(db: Database, id: string): Promise<AdminCategory | null> {
  const [row] = await db.select(adminCategoryColumns).from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/** The edit form's fields as it shows them, which a stale save compares. */
export function categoryFormValues(category: AdminCategory): Record<string, string> {
  return { name: category.name, slug: category.slug, description: category.description ?? "" };
}
