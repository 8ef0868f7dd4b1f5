import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { categories, toolCategories } from "#app/server/db/schema.server.ts";

/** The name of a tool's primary category (the lowest position), or null when it has none. */
export function primaryCategoryOf(toolId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(SELECT ${categories.name} FROM ${toolCategories}
    JOIN ${categories} ON ${categories.id} = ${toolCategories.categoryId}
    WHERE ${toolCategories.toolId} = ${toolId} ORDER BY ${toolCategories.position} LIMIT 1)`;
}
