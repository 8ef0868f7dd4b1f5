// The column helpers every area of the schema shares.
import { sql } from "drizzle-orm";
import { integer, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** Bumped by every write of what an editor form shows, so a form loaded before it is refused. */
export const editVersion = () => integer("version").notNull().default(1);
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));
