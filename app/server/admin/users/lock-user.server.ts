import { eq, sql } from "drizzle-orm";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { users } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

export const USER_NOT_FOUND = "User not found";

export interface LockedUser {
  id: string;
  email: string;
  name: string;
  blockedAt: Date | null;
  createdAt: Date;
  isAdmin: boolean;
}

/** The user, locked for the rest of the transaction; a 404 when they are gone. */
export async function lockUser(tx: Writer, id: string): Promise<LockedUser> {
  const [user] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      blockedAt: users.blockedAt,
      createdAt: users.createdAt,
      // Spelled out: a one-table select leaves columns unqualified, and "id" would be user_roles.id.
      isAdmin: sql<boolean>`EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = users.id AND r.role = 'admin')`,
    })
    .from(users)
    .where(eq(users.id, id))
    .for("update", { of: users });
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}
