// Who may be a post's author: any admin, or a house byline (a profile with no account, such as the
// seeded Editorial Team). A post keeps the author it has even after they stop being an admin; it
// can only be given to someone listed.
import { sql } from "drizzle-orm";
import { EDITORIAL_BYLINE } from "#app/lib/post-author.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { bylineOf } from "#app/server/blog/post-byline.server.ts";
import { profiles, userRoles, users } from "#app/server/db/schema.server.ts";

export interface PostAuthorChoice {
  id: string;
  /** The byline it gives, and the account's address for an admin (two may share a name). */
  label: string;
}

export const UNLISTED_AUTHOR = "Choose one of the listed authors.";

/** The admins and house bylines, by name, and the post's current author when they are neither. */
export async function listPostAuthorChoices(db: Pick<Writer, "execute">, currentAuthorId: string | null) {
  const rows = await db.execute<{ id: string; name: string; email: string | null }>(sql`
    SELECT c.id, ${bylineOf(sql`c.id`)} AS name, ${users.email} AS email
    FROM (
      SELECT ${userRoles.userId} AS id FROM ${userRoles} WHERE ${userRoles.role} = 'admin'
      UNION SELECT ${profiles.id} FROM ${profiles}
        WHERE NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${profiles.id})
      UNION SELECT ${currentAuthorId}::text WHERE ${currentAuthorId}::text IS NOT NULL
    ) c LEFT JOIN ${users} ON ${users.id} = c.id
    ORDER BY name, email`);
  return rows.map(({ id, name, email }): PostAuthorChoice => ({ id, label: email ? `${name} (${email})` : name }));
}

export type PostAuthor = { ok: true; id: string | null; name: string } | { ok: false };

/**
 * The author a save gives the post: the one chosen, or (left blank) the one it has, or for a new
 * post its writer. An admin without a profile gets an empty one, which the post refers to.
 */
export async function resolvePostAuthor(
  tx: Writer,
  { chosen, current, writer, isNew }: { chosen: string; current: string | null; writer: string; isNew: boolean },
): Promise<PostAuthor> {
  const id = chosen || (isNew ? writer : current);
  if (id === null) return { ok: true, id: null, name: EDITORIAL_BYLINE };
  if (id !== current && !(await listPostAuthorChoices(tx, null)).some((choice) => choice.id === id))
    return { ok: false };
  await tx.insert(profiles).values({ id }).onConflictDoNothing();
  const [row] = await tx.execute<{ name: string }>(sql`SELECT ${bylineOf(sql`${id}::text`)} AS name`);
  return { ok: true, id, name: row!.name };
}
