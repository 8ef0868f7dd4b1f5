// Tools a test makes for itself, straight in the database (names and slugs unique to the test),
// with their categories (by slug, in order) and tags.
import type postgres from "postgres";

export interface TestTool {
  id: string;
  name: string;
  slug: string;
}

export interface TestToolFields {
  name: string;
  slug: string;
  status?: "draft" | "pending" | "published" | "rejected" | "archived";
  websiteUrl?: string;
  description?: string;
  /** HTML, as seeded tools have it (no Markdown source). */
  fullDescription?: string | null;
  categories?: string[];
  tags?: string[];
}

/** A slug no other test uses: `base-<time>-<random>`. */
export const uniqueSlug = (base: string) => `${base}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export async function insertTool(sql: postgres.Sql, tool: TestToolFields): Promise<TestTool> {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO tools (name, slug, description, full_description, website_url, status)
    VALUES (${tool.name}, ${tool.slug}, ${tool.description ?? "A tool made by a test."}, ${tool.fullDescription ?? null},
      ${tool.websiteUrl ?? "https://example.com"}, ${tool.status ?? "published"})
    RETURNING id`;
  const id = row!.id;
  for (const [position, slug] of (tool.categories ?? ["mining"]).entries())
    await sql`INSERT INTO tool_categories (tool_id, category_id, position)
      SELECT ${id}, id, ${position} FROM categories WHERE slug = ${slug}`;
  for (const tag of tool.tags ?? []) {
    await sql`INSERT INTO tags (name) VALUES (${tag}) ON CONFLICT (name) DO NOTHING`;
    await sql`INSERT INTO tool_tags (tool_id, tag_id) SELECT ${id}, id FROM tags WHERE name = ${tag}`;
  }
  return { id, name: tool.name, slug: tool.slug };
}

/** A category's id by its slug (the editor's selects post ids). */
export async function categoryId(sql: postgres.Sql, slug: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`SELECT id FROM categories WHERE slug = ${slug}`;
  return row!.id;
}
