// The public changelog read from the admin history: a tool's listing, its archiving, and edits of
// its public facts made while it was listed. Nothing of a tool that is not listed or archived now
// (a draft, a submission, a rejected or unpublished tool) and no change made before its listing;
// never who made a change.
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  changeLines,
  CHANGES_WINDOW_DAYS,
  factChanges,
  lifecycleChangeLines,
  PUBLIC_TOOL_FIELD_NAMES,
  type PublicChange,
  type PublicToolAction,
} from "#app/lib/public-changes.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { RawRow } from "#app/server/db/raw-rows.server.ts";
import { auditLog, tools } from "#app/server/db/schema.server.ts";

/** A history entry. */
const a = alias(auditLog, "a");
/** The tool it is about. */
const t = alias(tools, "t");
/** A status change of the same tool. */
const s = alias(auditLog, "s");

type ChangeRow = RawRow<Pick<typeof auditLog.$inferSelect, "id" | "before" | "after" | "createdAt">> & {
  action: PublicToolAction;
  toolName: string;
  toolSlug: string;
  toolStatus: string;
  total: number;
};

/** A restored revision is, to a visitor, an edit like any other (its row holds the fields it changed). */
const publicAction = sql`CASE WHEN ${a.action} LIKE 'restored revision from %' THEN 'updated' ELSE ${a.action} END`;

/** Status changes record the status in their snapshots; an edit's snapshots have none. */
const statusChange = (side: "before" | "after") =>
  sql`${s.entityType} = 'tool' AND ${s.entityId} = ${a.entityId} AND ${s[side]} ? 'status'`;

/**
 * The tool's status when the entry was written: set by the last status change before it, else it
 * was what the next status change started from, else it has always been what it is now (seeded
 * tools have no history). An entry of the same moment (one transaction) counts as after it.
 */
const statusThen = sql`coalesce(
  (SELECT ${s.after} ->> 'status' FROM ${auditLog} ${s} WHERE ${statusChange("after")} AND ${s.createdAt} < ${a.createdAt}
   ORDER BY ${s.createdAt} DESC LIMIT 1),
  (SELECT ${s.before} ->> 'status' FROM ${auditLog} ${s} WHERE ${statusChange("before")} AND ${s.createdAt} >= ${a.createdAt}
   ORDER BY ${s.createdAt} ASC LIMIT 1),
  ${t.status})`;

const publicFieldArray = sql`ARRAY[${sql.join(
  PUBLIC_TOOL_FIELD_NAMES.map((field) => sql`${field}`),
  sql`, `,
)}]::text[]`;

async function readChanges(db: Database, where: SQL, { limit, offset }: { limit: number; offset: number }) {
  const rows = await db.execute<ChangeRow>(sql`
    SELECT ${a.id}, ${publicAction} AS action, ${a.before}, ${a.after}, ${a.createdAt} AS "createdAt",
      ${t.name} AS "toolName", ${t.slug} AS "toolSlug", ${t.status} AS "toolStatus", count(*) OVER ()::int AS total
    FROM ${auditLog} ${a}
    JOIN ${tools} ${t} ON ${t.id}::text = ${a.entityId}
    WHERE ${a.entityType} = 'tool' AND ${t.status} IN ('published', 'archived') AND ${where}
      AND (${a.action} = 'published'
        OR (${a.action} = 'archived' AND ${a.before} ->> 'status' = 'published')
        OR (${publicAction} = 'updated' AND ${a.after} ?| ${publicFieldArray} AND ${statusThen} = 'published'))
    ORDER BY ${a.createdAt} DESC, ${a.id} DESC
    LIMIT ${limit} OFFSET ${offset}`);
  const changes = rows.flatMap((row): PublicChange[] => {
    const lines = changeLines(row.action, factChanges(row.before, row.after), lifecycleChangeLines(row.after));
    if (lines.length === 0) return [];
    return [
      {
        id: row.id,
        toolName: row.toolName,
        toolSlug: row.toolSlug,
        toolArchived: row.toolStatus === "archived",
        action: row.action,
        lines,
        createdAt: new Date(row.createdAt).toISOString(),
      },
    ];
  });
  return { changes, total: rows[0]?.total ?? 0 };
}

/** A tool's public changes, newest first, by its slug (so the tool page reads them alongside the tool). */
export async function listToolChanges(db: Database, slug: string, limit = 50): Promise<PublicChange[]> {
  return (await readChanges(db, sql`${t.slug} = ${slug}`, { limit, offset: 0 })).changes;
}

/** One page of the catalogue's public changes of the last 30 days, newest first, with their count. */
export function listRecentChanges(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ changes: PublicChange[]; total: number }> {
  return readChanges(db, sql`${a.createdAt} >= now() - make_interval(days => ${CHANGES_WINDOW_DAYS})`, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
}
