// Raw SQL reads rows without the builder's mapping, so two things differ from a builder select:
// column keys are whatever the select list names, and timestamps and dates stay the text Postgres
// sent (the driver hands them to drizzle unparsed, and only the builder turns them into Dates).
import { getTableName, sql, type AnyColumn, type SQL } from "drizzle-orm";

/** A schema row type as raw SQL returns it: its Date fields are strings. */
export type RawRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** `column AS "key", ...`: raw rows get the keys a builder select of the same columns would give. */
export function selectList(columns: Record<string, AnyColumn | SQL>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
    sql`, `,
  );
}

/** A column's bare name, for INSERT column lists and UPDATE's SET, where Postgres refuses a table prefix. */
export const bare = (column: AnyColumn): SQL => sql`${sql.identifier(column.name)}`;

/**
 * `table.column`, whatever the query: a builder select from a single table prints the columns of its
 * select list bare, even inside a subquery there, where a bare "id" would be the subquery's own.
 */
export const qualified = (column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
