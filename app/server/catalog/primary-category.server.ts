import { getTableName, is, sql, Column, type AnyColumn, type SQL } from "drizzle-orm";
import { categories, toolCategories } from "#app/server/db/schema.server.ts";

/**
 * `table.column`, whatever the query: a builder select from a single table prints its columns
 * bare, even inside a subquery of its select list, where a bare "id" would be the subquery's own.
 */
const qualified = (column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The name of a tool's primary category (the lowest position), or null when it has none. */
export function primaryCategoryOf(toolId: AnyColumn | SQL): SQL<string | null> {
  const tool = is(toolId, Column) ? qualified(toolId) : toolId;
  return sql<string | null>`(SELECT ${qualified(categories.name)} FROM ${toolCategories}
    JOIN ${categories} ON ${qualified(categories.id)} = ${qualified(toolCategories.categoryId)}
    WHERE ${qualified(toolCategories.toolId)} = ${tool} ORDER BY ${qualified(toolCategories.position)} LIMIT 1)`;
}
