// What "waiting for review" means, for the editors' queue and for the submitter's place in it: a
// pending tool that no editor has decided on yet (a scheduled one is approved and only waits for
// its time). The queue runs oldest first, the id breaking ties.
import { getTableName, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { tools } from "#app/server/db/schema.server.ts";

/**
 * `table.column`, spelled out: inside a select list the query builder leaves columns unqualified,
 * which a subquery over the same table would misread.
 */
const qualified = (table: string, column: AnyColumn) => sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;

const waitingIn = (table: string): SQL =>
  sql`(${qualified(table, tools.status)} = 'pending' AND ${qualified(table, tools.publishAt)} IS NULL)`;

const TOOLS = getTableName(tools);
const EARLIER = "earlier";

/** Whether the row of `tools` is waiting in the queue. */
export const inReviewQueue: SQL = waitingIn(TOOLS);

/** The same test on a row already read. */
export const isWaitingForReview = (tool: { status: string; publishAt: unknown }): boolean =>
  tool.status === "pending" && tool.publishAt === null;

const order = (table: string) => sql`(${qualified(table, tools.createdAt)}, ${qualified(table, tools.id)})`;

/** The row's place in the queue (1 for the next to be reviewed); null when it is not waiting. */
export const queuePlace: SQL<number | null> = sql<number | null>`CASE WHEN ${inReviewQueue} THEN (
  SELECT count(*)::int + 1 FROM ${tools} AS ${sql.identifier(EARLIER)}
  WHERE ${waitingIn(EARLIER)} AND ${order(EARLIER)} < ${order(TOOLS)}) END`;
