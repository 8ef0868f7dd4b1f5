// Raw SQL reads rows without the builder's mapping: column keys are whatever the select list names.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** `column AS "key", ...`: raw rows get the keys a builder select of the same columns would give. */
export function selectList(columns: Record<string, AnyColumn | SQL>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
    sql`, `,
  );
}
