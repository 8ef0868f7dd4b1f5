import { sql, type SQL } from "drizzle-orm";

/** The name of a tool's primary category (position 0 first), for a tool row aliased `t`. */
export const primaryCategoryName: SQL = sql`(SELECT c.name FROM tool_categories pc JOIN categories c ON c.id = pc.category_id
  WHERE pc.tool_id = t.id ORDER BY pc.position LIMIT 1)`;
