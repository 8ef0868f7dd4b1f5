// Catalogue rows made directly in the test database, each with a unique name, for tests that
// need categories, tools and tags of their own (tests share one database and run side by side).
import type postgres from "postgres";
import { BLANK_TOOL_VALUES } from "#app/lib/admin-tool-rules.ts";

export const uniqueSlug = (name: string) => `${name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

export async function insertCategory(sql: postgres.Sql, name = uniqueSlug("category")) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const [row] = await sql<{ id: string }[]>`INSERT INTO categories (name, slug) VALUES (${name}, ${slug}) RETURNING id`;
  return { id: row!.id, name, slug };
}

/**
 * A tool in `categoryIds`, in that order (the first is its primary), carrying `tagNames`. Its
 * About is `fullDescription`, HTML as seeded tools have it (no Markdown source).
 */
export async function insertTool(
  sql: postgres.Sql,
  {
    status = "published",
    categoryIds = [],
    tagNames = [],
    slug = uniqueSlug("tool"),
    name = `Tool ${slug}`,
    websiteUrl = "https://example.org",
    fullDescription = null,
  }: {
    status?: string;
    categoryIds?: string[];
    tagNames?: string[];
    slug?: string;
    name?: string;
    websiteUrl?: string;
    fullDescription?: string | null;
  } = {},
) {
  const [tool] = await sql<
    { id: string }[]
  >`INSERT INTO tools (name, slug, description, website_url, full_description, status)
    VALUES (${name}, ${slug}, 'A tool made by a test.', ${websiteUrl}, ${fullDescription}, ${status}) RETURNING id`;
  for (const [position, categoryId] of categoryIds.entries())
    await sql`INSERT INTO tool_categories (tool_id, category_id, position) VALUES (${tool!.id}, ${categoryId}, ${position})`;
  for (const tag of tagNames) {
    await sql`INSERT INTO tags (name) VALUES (${tag}) ON CONFLICT (name) DO NOTHING`;
    await sql`INSERT INTO tool_tags (tool_id, tag_id) SELECT ${tool!.id}, id FROM tags WHERE name = ${tag}`;
  }
  return { id: tool!.id, name, slug };
}

/**
 * The admin editor's form as the page fills it for a tool made by insertTool in one category
 * (no About, features, tags or facets), with the changes given.
 */
export const toolEditForm = (
  tool: { name: string; slug: string },
  categoryId: string,
  change: Record<string, string> = {},
): Record<string, string> => ({
  ...BLANK_TOOL_VALUES,
  intent: "save",
  name: tool.name,
  slug: tool.slug,
  websiteUrl: "https://example.org",
  description: "A tool made by a test.",
  category1: categoryId,
  ...change,
});

/** A seeded category's id, by its slug. */
export async function categoryIdOf(sql: postgres.Sql, slug: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`SELECT id FROM categories WHERE slug = ${slug}`;
  return row!.id;
}

export async function insertTag(sql: postgres.Sql, name = uniqueSlug("tag")) {
  const [row] = await sql<{ id: string }[]>`INSERT INTO tags (name) VALUES (${name}) RETURNING id`;
  return { id: row!.id, name };
}

/** The audit rows of one entity, oldest first. */
export function auditRowsOf(sql: postgres.Sql, entityId: string) {
  return sql<
    {
      actor_email: string;
      entity_type: string;
      entity_label: string;
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[]
  >`SELECT actor_email, entity_type, entity_label, action, before, after FROM audit_log
    WHERE entity_id = ${entityId} ORDER BY created_at, id`;
}
