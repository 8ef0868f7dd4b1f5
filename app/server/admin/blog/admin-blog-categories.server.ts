// The blog categories as the admin lists them: each with its number of posts (of any status).
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { blogCategories, blogPostCategories } from "#app/server/db/schema.server.ts";

export interface AdminBlogCategory {
  id: string;
  name: string;
  slug: string;
  posts: number;
  version: number;
}

const columns = {
  id: blogCategories.id,
  name: blogCategories.name,
  slug: blogCategories.slug,
  posts: sql<number>`(SELECT count(*)::int FROM ${blogPostCategories} WHERE ${blogPostCategories.categoryId} = ${blogCategories.id})`,
  version: blogCategories.version,
};

export function listAdminBlogCategories(db: Database): Promise<AdminBlogCategory[]> {
  return db.select(columns).from(blogCategories).orderBy(asc(blogCategories.name));
}

export async function findAdminBlogCategory(db: Database, id: string): Promise<AdminBlogCategory | null> {
  const [row] = await db.select(columns).from(blogCategories).where(eq(blogCategories.id, id));
  return row ?? null;
}

/** The edit form's fields as it shows them, which a stale save compares. */
export function blogCategoryFormValues(category: AdminBlogCategory): Record<string, string> {
  return { name: category.name, slug: category.slug };
}
