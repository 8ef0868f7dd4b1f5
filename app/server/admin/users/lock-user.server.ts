import { USER_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { eq, sql } from "drizzle-orm";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { qualified } from "#app/server/db/raw-rows.server.ts";
import { userRoles, users } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

export type LockedUser = Pick<typeof users.$inferSelect, "id" | "email" | "name" | "blockedAt" | "createdAt"> & {
  isAdmin: boolean;
};

/** The user, locked for the rest of the transaction; a 404 when they are gone. */
export async function lockUser(tx: Writer, id: string): Promise<LockedUser> {
  const [user] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      blockedAt: users.blockedAt,
      createdAt: users.createdAt,
      // Qualified: a one-table select leaves columns bare, and "id" would be user_roles.id.
      isAdmin: sql<boolean>`EXISTS (SELECT 1 FROM ${userRoles}
        WHERE ${qualified(userRoles.userId)} = ${qualified(users.id)} AND ${qualified(userRoles.role)} = 'admin')`,
    })
    .from(users)
    .where(eq(users.id, id))
    .for("update", { of: users });
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}
