// The default lists' rule: discontinued and shut-down tools are left out unless a visitor asks for
// every tool (app/lib/tool-lifecycle.ts says which and why).
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { UNLISTED_LIFECYCLES } from "#app/lib/tool-lifecycle.ts";
import { tools } from "#app/server/db/schema.server.ts";

/** The tool whose lifecycle this is is still offered in some form (active, maintenance only, sales ended). */
export const stillOfferedBy = (lifecycle: SQLWrapper): SQL =>
  sql`${lifecycle} NOT IN (${sql.join(
    UNLISTED_LIFECYCLES.map((value) => sql`${value}`),
    sql`, `,
  )})`;

export const stillOffered: SQL = stillOfferedBy(tools.lifecycle);
