// The tags as the admin sees them: each with its tools of any status and its published ones,
// searched by name (the trigram index serves the LIKE), sorted and paged in SQL.
import { asc, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { TagListQuery } from "#app/lib/tag-rules.ts";
import { escapeLike } from "#app/server/catalog/tool-matching.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { tags, tools, toolTags } from "#app/server/db/schema.server.ts";

export type AdminTag = { id: string; name: string; tools: number; published: number };

const toolsOf = sql<number>`count(${toolTags.toolId})::int`;
const publishedOf = sql<number>`(count(*) FILTER (WHERE ${tools.status} = 'published'))::int`;

const matching = (q: string): SQL | undefined => (q ? sql`${tags.name} LIKE ${`%${escapeLike(q)}%`}` : undefined);

export async function listAdminTags(
  db: Database,
  { q, sort, page }: TagListQuery,
  pageSize: number,
): Promise<{ tags: AdminTag[]; total: number }> {
  const where = matching(q);
  const order = sort === "count" ? [desc(toolsOf), asc(tags.name)] : [asc(tags.name)];
  const rows = await db
    .select({ id: tags.id, name: tags.name, tools: toolsOf, published: publishedOf })
    .from(tags)
    .leftJoin(toolTags, eq(toolTags.tagId, tags.id))
    .leftJoin(tools, eq(tools.id, toolTags.toolId))
    .where(where)
    .groupBy(tags.id)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ total: count() }).from(tags).where(where);
  return { tags: rows, total: counted?.total ?? 0 };
}

/** The tag's edit page: the list's figures and the version its rename form carries. */
export async function findAdminTag(db: Database, id: string): Promise<(AdminTag & { version: number }) | null> {
  const [row] = await db
    .select({ id: tags.id, name: tags.name, tools: toolsOf, published: publishedOf, version: tags.version })
    .from(tags)
    .leftJoin(toolTags, eq(toolTags.tagId, tags.id))
    .leftJoin(tools, eq(tools.id, toolTags.toolId))
    .where(eq(tags.id, id))
    .groupBy(tags.id);
  return row ?? null;
}

/** The rename form's field as it shows it, which a stale rename compares. */
export const tagFormValues = (tag: { name: string }): Record<string, string> => ({ name: tag.name });

/** Every other tag with its number of tools, by name: the merge form's choices. */
export function listMergeTargets(db: Database, exceptId: string): Promise<{ name: string; tools: number }[]> {
  return db
    .select({ name: tags.name, tools: toolsOf })
    .from(tags)
    .leftJoin(toolTags, eq(toolTags.tagId, tags.id))
    .where(ne(tags.id, exceptId))
    .groupBy(tags.id)
    .orderBy(asc(tags.name));
}
