// One tool with its categories (in order) and tags, for /tool/{slug}. Arrays come back as JSON:
// the per-request client skips fetching Postgres' type list, so it does not parse text[].
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { selectList, type RawRow } from "#app/server/db/raw-rows.server.ts";
import type { YesNoFacet, YesNoFacts } from "#app/lib/tool-facets.ts";
import type { FactSources } from "#app/lib/tool-facts.ts";
import type { ToolImageSource } from "#app/lib/tool-image-origin.ts";
import type { RepositoryFigures } from "#app/lib/tool-repository.ts";
import { repositoryFiguresJson } from "#app/server/repositories/repository-figures.server.ts";
import {
  categories,
  tags,
  toolCategories,
  toolFactSources,
  toolImageOrigins,
  tools,
  toolSlugRedirects,
  toolTags,
} from "#app/server/db/schema.server.ts";
import { stillOffered } from "#app/server/catalog/tool-lifecycle-filter.server.ts";
import { toolSummarySelect, type ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import { yesNoFactColumns } from "#app/server/catalog/yes-no-facts.server.ts";

export type ToolDetail = RawRow<
  Omit<typeof tools.$inferSelect, "aboutMarkdown" | YesNoFacet | "notApplicableFacts" | "sourceAvailable">
> &
  YesNoFacts & {
    categories: Pick<typeof categories.$inferSelect, "id" | "name" | "slug">[];
    tags: string[];
    factSources: FactSources;
    /** The successor an editor named, while it is published. */
    successor: { name: string; slug: string } | null;
    /** What GitHub last said of the repository the tool names; null before a first successful read. */
    repository: RepositoryFigures | null;
    /** Where the stored logo came from, and its licence; null without a logo or for one older than origins. */
    logoOrigin: { source: ToolImageSource; sourceUrl: string | null; license: string | null } | null;
  };

// The editor's Markdown source stays out of the public page's data: it shows the HTML made from it.
// The yes/no facts are read with what qualifies them (yes-no-facts.server.ts).
const publicColumns: Partial<ReturnType<typeof getTableColumns<typeof tools>>> = { ...getTableColumns(tools) };
delete publicColumns.aboutMarkdown;
delete publicColumns.notApplicableFacts;
delete publicColumns.sourceAvailable;

const detailColumns = selectList({
  ...publicColumns,
  ...yesNoFactColumns(),
  platforms: sql`to_json(${tools.platforms})`,
  hardwareSigners: sql`to_json(${tools.hardwareSigners})`,
  categories: sql`COALESCE((SELECT json_agg(json_build_object('id', ${categories.id}, 'name', ${categories.name}, 'slug', ${categories.slug}) ORDER BY ${toolCategories.position})
    FROM ${toolCategories} JOIN ${categories} ON ${categories.id} = ${toolCategories.categoryId} WHERE ${toolCategories.toolId} = ${tools.id}), '[]')`,
  tags: sql`COALESCE((SELECT json_agg(${tags.name} ORDER BY ${tags.name})
    FROM ${toolTags} JOIN ${tags} ON ${tags.id} = ${toolTags.tagId} WHERE ${toolTags.toolId} = ${tools.id}), '[]')`,
  successor: sql`(SELECT json_build_object('name', s.name, 'slug', s.slug) FROM ${tools} s
    WHERE s.id = ${tools.successorToolId} AND s.status = 'published')`,
  factSources: sql`COALESCE((SELECT json_object_agg(${toolFactSources.facet}, json_build_object('sourceUrl', ${toolFactSources.sourceUrl}, 'verifiedOn', ${toolFactSources.verifiedOn}))
    FROM ${toolFactSources} WHERE ${toolFactSources.toolId} = ${tools.id}), '{}')`,
  repository: repositoryFiguresJson,
  logoOrigin: sql`(SELECT json_build_object('source', ${toolImageOrigins.source}, 'sourceUrl', ${toolImageOrigins.sourceUrl}, 'license', ${toolImageOrigins.license})
    FROM ${toolImageOrigins} WHERE ${toolImageOrigins.toolId} = ${tools.id} AND ${toolImageOrigins.kind} = 'logo' AND ${tools.logoUrl} IS NOT NULL)`,
});

export async function findToolBySlug(db: Database, slug: string): Promise<ToolDetail | null> {
  const [row] = await db.execute<ToolDetail>(sql`SELECT ${detailColumns} FROM ${tools} WHERE ${tools.slug} = ${slug}`);
  return row ?? null;
}

/** The same, by id (`id` must be a uuid). */
export async function findToolById(db: Database, id: string): Promise<ToolDetail | null> {
  const [row] = await db.execute<ToolDetail>(sql`SELECT ${detailColumns} FROM ${tools} WHERE ${tools.id} = ${id}`);
  return row ?? null;
}

/** The tool that had this slug before a rename: its current slug, for a 301 (one hop, however many renames). */
export async function findRenamedTool(
  db: Database,
  oldSlug: string,
): Promise<Pick<ToolDetail, "slug" | "status" | "userId"> | null> {
  const [row] = await db
    .select({ slug: tools.slug, status: tools.status, userId: tools.userId })
    .from(toolSlugRedirects)
    .innerJoin(tools, eq(tools.id, toolSlugRedirects.toolId))
    .where(eq(toolSlugRedirects.oldSlug, oldSlug));
  return row ?? null;
}

/** Published tools with these slugs, in the order of `slugs` (the comparison page). */
export async function findPublishedToolsBySlugs(db: Database, slugs: string[]): Promise<ToolDetail[]> {
  if (slugs.length === 0) return [];
  const rows = await db.execute<ToolDetail>(sql`
    SELECT ${detailColumns} FROM ${tools}
    WHERE ${tools.status} = 'published' AND ${tools.slug} IN (${sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    )})`);
  return [...rows].sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug));
}

/**
 * Published tools that share a category with the tool of this slug, most shared categories first.
 * By slug, so the tool page asks for them beside the tool itself, not after it.
 */
export async function listSimilarTools(db: Database, slug: string, limit: number): Promise<ToolSummary[]> {
  const rows = await db.execute<ToolSummary>(sql`
    SELECT ${toolSummarySelect}
    FROM ${tools}
    JOIN ${toolCategories} ON ${toolCategories.toolId} = ${tools.id}
    WHERE ${tools.status} = 'published' AND ${tools.slug} <> ${slug} AND ${stillOffered}
      AND ${toolCategories.categoryId} IN (
        SELECT ${toolCategories.categoryId} FROM ${toolCategories}
        WHERE ${toolCategories.toolId} = (SELECT ${tools.id} FROM ${tools} WHERE ${tools.slug} = ${slug}))
    GROUP BY ${tools.id}
    ORDER BY count(*) DESC, ${tools.featured} DESC, ${tools.createdAt} DESC
    LIMIT ${limit}`);
  return [...rows];
}
