// The dashboard looks back over the last 30 UTC days, today included.
import { sql } from "drizzle-orm";

export const DASHBOARD_DAYS = 30;

/** The first UTC day of the window, as SQL. */
export const windowStart = sql`((now() AT TIME ZONE 'UTC')::date - ${sql.raw(String(DASHBOARD_DAYS - 1))})`;
