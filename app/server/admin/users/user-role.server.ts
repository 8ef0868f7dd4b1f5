// Granting and revoking the admin role. The portal always keeps one admin: the last one's role is
// not revoked. An address in ADMIN_EMAILS is not revoked either, since its next sign-in would
// grant the role again.
import { and, eq, sql } from "drizzle-orm";
import { USER_REFUSALS } from "#app/lib/user-admin-rules.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { lockUser } from "#app/server/admin/users/lock-user.server.ts";
import { UserChangeRefused } from "#app/server/admin/users/user-change-refused.server.ts";
import { adminEmailList } from "#app/server/auth/admin-emails.server.ts";
import { userRoles } from "#app/server/db/schema.server.ts";

export async function grantAdmin(tx: Writer, audit: Audit, id: string): Promise<void> {
  const user = await lockUser(tx, id);
  if (user.isAdmin) return;
  await tx.insert(userRoles).values({ userId: id, role: "admin" }).onConflictDoNothing();
  await audit({
    entityType: "user",
    entityId: id,
    entityLabel: user.email,
    action: "made admin",
    before: { isAdmin: false },
    after: { isAdmin: true },
  });
}

export async function revokeAdmin(tx: Writer, audit: Audit, id: string, adminEmails: string | undefined) {
  const user = await lockUser(tx, id);
  if (!user.isAdmin) return;
  if (adminEmailList(adminEmails).includes(user.email.toLowerCase()))
    throw new UserChangeRefused(USER_REFUSALS.listedAdmin);
  // Every admin role row is locked, so two admins revoking each other cannot both pass the count.
  const admins = await tx.execute<{ user_id: string }>(
    sql`SELECT ${userRoles.userId} FROM ${userRoles} WHERE ${userRoles.role} = 'admin' FOR UPDATE`,
  );
  if (admins.length <= 1) throw new UserChangeRefused(USER_REFUSALS.lastAdmin);
  await tx.delete(userRoles).where(and(eq(userRoles.userId, id), eq(userRoles.role, "admin")));
  await audit({
    entityType: "user",
    entityId: id,
    entityLabel: user.email,
    action: "admin role revoked",
    before: { isAdmin: true },
    after: { isAdmin: false },
  });
}
