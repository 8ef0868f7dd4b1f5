// One tool with its categories (in order) and tags, for /tool/{slug}. Arrays come back as JSON:
// the per-request client skips fetching Postgres' type list, so it does not parse text[].
import { sql } from "drizzle-orm";
import type { Custody, Kyc, Platform, ToolStatus } from "#app/lib/tool-facets.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { toolCategories, tools } from "#app/server/db/schema.server.ts";
import { toolSummarySelect, type ToolSummary } from "#app/server/catalog/tool-summary.server.ts";

export type ToolDetail = {
  id: string;
  name: string;
  slug: string;
  description: string;
  fullDescription: string | null;
  websiteUrl: string;
  logoUrl: string | null;
  screenshotUrl: string | null;
  features: string | null;
  featured: boolean;
  status: ToolStatus;
  userId: string | null;
  custody: Custody | null;
  kyc: Kyc | null;
  openSource: boolean | null;
  lightning: boolean | null;
  platforms: Platform[];
  createdAt: string;
  updatedAt: string;
  categories: { id: string; name: string; slug: string }[];
  tags: string[];
};

const detailColumns = sql`
  t.id, t.name, t.slug, t.description, t.full_description AS "fullDescription",
  t.website_url AS "websiteUrl", t.logo_url AS "logoUrl", t.screenshot_url AS "screenshotUrl",
  t.features, t.featured, t.status, t.user_id AS "userId", t.custody, t.kyc,
  t.open_source AS "openSource", t.lightning, to_json(t.platforms) AS platforms,
  t.created_at AS "createdAt", t.updated_at AS "updatedAt",
  COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) ORDER BY tc.position)
    FROM tool_categories tc JOIN categories c ON c.id = tc.category_id WHERE tc.tool_id = t.id), '[]') AS categories,
  COALESCE((SELECT json_agg(g.name ORDER BY g.name)
    FROM tool_tags tt JOIN tags g ON g.id = tt.tag_id WHERE tt.tool_id = t.id), '[]') AS tags`;

export async function findToolBySlug(db: Database, slug: string): Promise<ToolDetail | null> {
  const [row] = await db.execute<ToolDetail>(sql`SELECT ${detailColumns} FROM tools t WHERE t.slug = ${slug}`);
  return row ?? null;
}

/** Published tools with these slugs, in the order of `slugs` (the comparison page). */
export async function findPublishedToolsBySlugs(db: Database, slugs: string[]): Promise<ToolDetail[]> {
  if (slugs.length === 0) return [];
  const rows = await db.execute<ToolDetail>(sql`
    SELECT ${detailColumns} FROM tools t
    WHERE t.status = 'published' AND t.slug IN (${sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    )})`);
  return [...rows].sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug));
}

/** Published tools that share a category with the tool, most shared categories first. */
export async function listSimilarTools(db: Database, toolId: string, limit: number): Promise<ToolSummary[]> {
  const rows = await db.execute<ToolSummary>(sql`
    SELECT ${toolSummarySelect}
    FROM ${tools}
    JOIN ${toolCategories} ON ${toolCategories.toolId} = ${tools.id}
    WHERE ${tools.status} = 'published' AND ${tools.id} <> ${toolId}
      AND ${toolCategories.categoryId} IN (SELECT ${toolCategories.categoryId} FROM ${toolCategories} WHERE ${toolCategories.toolId} = ${toolId})
    GROUP BY ${tools.id}
    ORDER BY count(*) DESC, ${tools.featured} DESC, ${tools.createdAt} DESC
    LIMIT ${limit}`);
  return [...rows];
}
