// A tool's alternatives: the published tools in its primary category, ranked by how many facts
// and tags they share with it. One query, by slug, so the page asks for them beside the tool.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ALTERNATIVES_LIMIT } from "#app/lib/tool-alternatives.ts";
import { FACT_KEYS, type FactKey } from "#app/lib/tool-facets.ts";
import type { FactValues } from "#app/lib/tool-facts.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { qualified } from "#app/server/db/raw-rows.server.ts";
import { toolCategories, tools, toolTags } from "#app/server/db/schema.server.ts";
import { stillOfferedBy } from "#app/server/catalog/tool-lifecycle-filter.server.ts";
import { toolSummarySelect, type ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import { yesNoFactColumns } from "#app/server/catalog/yes-no-facts.server.ts";

export type ToolAlternative = ToolSummary &
  FactValues & {
    featured: boolean;
    /** Facts both tools have with the same known value; each platform and hardware signer they share counts. */
    sharedFacts: number;
    sharedTags: number;
  };

/** The tool the alternatives are for. */
const base = alias(tools, "base");
const baseTags = alias(toolTags, "base_tags");

type ListFact = "platforms" | "hardwareSigners";
/** The one-valued facts: a fact is shared when both tools know it and it is the same. */
const SCALAR_FACTS = FACT_KEYS.filter(
  (key): key is Exclude<FactKey, ListFact> => key !== "platforms" && key !== "hardwareSigners",
);

const factColumns: Record<Exclude<FactKey, ListFact>, SQL | AnyColumn> = {
  custody: qualified(tools.custody),
  kyc: qualified(tools.kyc),
  validation: qualified(tools.validation),
  ...yesNoFactColumns(qualified),
};

const sharedElements = (column: AnyColumn, other: AnyColumn) =>
  sql`cardinality(ARRAY(SELECT unnest(${qualified(column)}) INTERSECT SELECT unnest(${other})))`;

const sharedFacts: SQL = sql.join(
  [
    ...SCALAR_FACTS.map((key) => sql`coalesce((${qualified(tools[key])} = ${base[key]})::int, 0)`),
    sharedElements(tools.platforms, base.platforms),
    sharedElements(tools.hardwareSigners, base.hardwareSigners),
  ],
  sql` + `,
);

const sharedTags = sql`(SELECT count(*)::int FROM ${toolTags} JOIN ${toolTags} ${baseTags} ON ${baseTags.tagId} = ${qualified(toolTags.tagId)}
  WHERE ${qualified(toolTags.toolId)} = ${qualified(tools.id)} AND ${baseTags.toolId} = ${base.id})`;

/** The category of the lowest position: the tool's primary one. */
const primaryCategoryIdOf = (toolId: SQL | AnyColumn) =>
  sql`(SELECT ${qualified(toolCategories.categoryId)} FROM ${toolCategories} WHERE ${qualified(toolCategories.toolId)} = ${toolId}
    ORDER BY ${qualified(toolCategories.position)} LIMIT 1)`;

/**
 * The published tools in the primary category of the tool of this slug (never the tool itself),
 * most facts and tags in common first, then featured ones, then by name.
 */
export async function listToolAlternatives(
  db: Database,
  slug: string,
  limit = ALTERNATIVES_LIMIT,
): Promise<ToolAlternative[]> {
  const rows = await db.execute<ToolAlternative>(sql`
    SELECT ${toolSummarySelect}, ${qualified(tools.featured)} AS "featured",
      ${sql.join(
        SCALAR_FACTS.map((key) => sql`${factColumns[key]} AS ${sql.identifier(key)}`),
        sql`, `,
      )},
      to_json(${qualified(tools.platforms)}) AS "platforms", to_json(${qualified(tools.hardwareSigners)}) AS "hardwareSigners",
      shared.facts AS "sharedFacts", shared.tags AS "sharedTags"
    FROM ${tools} ${base}
    JOIN ${toolCategories} ON ${qualified(toolCategories.categoryId)} = ${primaryCategoryIdOf(base.id)}
    JOIN ${tools} ON ${qualified(tools.id)} = ${qualified(toolCategories.toolId)}
    CROSS JOIN LATERAL (SELECT ${sharedFacts} AS facts, ${sharedTags} AS tags) shared
    WHERE ${base.slug} = ${slug} AND ${qualified(tools.status)} = 'published' AND ${qualified(tools.id)} <> ${base.id}
      AND ${stillOfferedBy(qualified(tools.lifecycle))}
    ORDER BY shared.facts + shared.tags DESC, ${qualified(tools.featured)} DESC, lower(${qualified(tools.name)}), ${qualified(tools.id)}
    LIMIT ${limit}`);
  return [...rows];
}

/** Whether the tool has an alternatives page worth listing: another published tool in its primary category. */
export function hasAlternatives(toolId: AnyColumn): SQL<boolean> {
  const other = alias(tools, "other");
  const link = alias(toolCategories, "other_link");
  return sql<boolean>`EXISTS (SELECT 1 FROM ${toolCategories} ${link} JOIN ${tools} ${other} ON ${other.id} = ${link.toolId}
    WHERE ${link.categoryId} = ${primaryCategoryIdOf(qualified(toolId))} AND ${other.status} = 'published'
      AND ${stillOfferedBy(other.lifecycle)} AND ${other.id} <> ${qualified(toolId)})`;
}
