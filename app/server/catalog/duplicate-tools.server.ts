// Tools that may already be listed under another entry: the same website or the same name, each
// reduced to a key by the database (tool_site_key, tool_name_key: migration 0020 states the
// rules), with an expression index for each, so a check reads a few index entries at any size.
import { sql, type SQL } from "drizzle-orm";
import { duplicateConfirmed, type DuplicateMatch } from "#app/lib/duplicate-tools.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { tools } from "#app/server/db/schema.server.ts";

const siteKey = (url: SQL | string) => sql`tool_site_key(${url})`;
const nameKey = (name: SQL | string) => sql`tool_name_key(${name})`;

const column = (table: string, name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`;
const OTHER = "other";

/**
 * Tools other than `excludeId` whose website or name matches, published ones first, then the
 * oldest; at most `limit`.
 */
export async function findDuplicateTools(
  db: Database,
  candidate: { name: string; websiteUrl: string },
  { excludeId = null, limit = 5 }: { excludeId?: string | null; limit?: number } = {},
): Promise<DuplicateMatch[]> {
  const site = siteKey(candidate.websiteUrl);
  const name = nameKey(candidate.name);
  const rows = await db.execute<{
    id: string;
    name: string;
    slug: string;
    status: DuplicateMatch["status"];
    same_site: string | null;
    same_name: boolean;
  }>(sql`
    SELECT ${tools.id} AS id, ${tools.name} AS name, ${tools.slug} AS slug, ${tools.status} AS status,
      CASE WHEN ${siteKey(sql`${tools.websiteUrl}`)} = ${site} THEN ${site} END AS same_site,
      coalesce(${nameKey(sql`${tools.name}`)} = ${name}, false) AS same_name
    FROM ${tools}
    WHERE (${siteKey(sql`${tools.websiteUrl}`)} = ${site} OR ${nameKey(sql`${tools.name}`)} = ${name})
      AND ${tools.id} IS DISTINCT FROM ${excludeId}::uuid
    ORDER BY ${tools.status} = 'published' DESC, ${tools.createdAt}, ${tools.id}
    LIMIT ${limit}`);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    sameSite: row.same_site,
    sameName: row.same_name,
  }));
}

/** The tools a stored tool may duplicate (itself left out). */
export async function findDuplicatesOfTool(db: Database, toolId: string): Promise<DuplicateMatch[]> {
  const [tool] = await db.execute<{ name: string; website_url: string }>(
    sql`SELECT ${tools.name} AS name, ${tools.websiteUrl} AS website_url FROM ${tools} WHERE ${tools.id} = ${toolId}`,
  );
  return tool ? findDuplicateTools(db, { name: tool.name, websiteUrl: tool.website_url }, { excludeId: toolId }) : [];
}

/**
 * For a select over `tools` (named `table`): its first possible duplicate as JSON (id, name,
 * slug, status), or null. Columns are spelled with their table, since the builder leaves them
 * bare in a select list, where the subquery would read them as its own.
 */
export function firstDuplicateOf(table: string) {
  const url = column(table, tools.websiteUrl.name);
  const name = column(table, tools.name.name);
  const other = (c: { name: string }) => column(OTHER, c.name);
  return sql<Pick<DuplicateMatch, "id" | "name" | "slug" | "status"> | null>`(
    SELECT json_build_object('id', ${other(tools.id)}, 'name', ${other(tools.name)}, 'slug', ${other(tools.slug)},
      'status', ${other(tools.status)})
    FROM ${tools} AS ${sql.identifier(OTHER)}
    WHERE (${siteKey(other(tools.websiteUrl))} = ${siteKey(url)} OR ${nameKey(other(tools.name))} = ${nameKey(name)})
      AND ${other(tools.id)} <> ${column(table, tools.id.name)}
    ORDER BY ${other(tools.status)} = 'published' DESC, ${other(tools.createdAt)}, ${other(tools.id)}
    LIMIT 1)`;
}

/** Whether going on with this tool needs the editor's "anyway": it looks like another, and the box is not ticked. */
export async function needsDuplicateConfirmation(db: Database, form: FormData, toolId: string): Promise<boolean> {
  return !duplicateConfirmed(form) && (await findDuplicatesOfTool(db, toolId)).length > 0;
}
