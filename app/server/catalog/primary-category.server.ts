import { is, sql, Column, type AnyColumn, type SQL } from "drizzle-orm";
import { qualified } from "#app/server/db/raw-rows.server.ts";
import { categories, toolCategories } from "#app/server/db/schema.server.ts";

/** The name of a tool's primary category (the lowest position), or null when it has none. */
export function primaryCategoryOf(toolId: AnyColumn | SQL): SQL<string | null> {
  const tool = is(toolId, Column) ? qualified(toolId) : toolId;
  return sql<string | null>`(SELECT ${qualified(categories.name)} FROM ${toolCategories}
    JOIN ${categories} ON ${qualified(categories.id)} = ${qualified(toolCategories.categoryId)}
    WHERE ${qualified(toolCategories.toolId)} = ${tool} ORDER BY ${qualified(toolCategories.position)} LIMIT 1)`;
}
