// Blocking a user: their sessions end at once, and sign-in is refused until they are unblocked
// (by the sign-in form, and by the session hook for links mailed before the block).
import { eq } from "drizzle-orm";
import type { SessionUser } from "#app/lib/session-user.ts";
import { USER_REFUSALS } from "#app/lib/user-admin-rules.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { lockUser } from "#app/server/admin/users/lock-user.server.ts";
import { UserChangeRefused } from "#app/server/admin/users/user-change-refused.server.ts";
import { sessions, users } from "#app/server/db/schema.server.ts";

export async function blockUser(tx: Writer, audit: Audit, id: string, by: SessionUser): Promise<void> {
  if (id === by.id) throw new UserChangeRefused(USER_REFUSALS.blockSelf);
  const user = await lockUser(tx, id);
  if (user.blockedAt) return;
  const [blocked] = await tx
    .update(users)
    .set({ blockedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ blockedAt: users.blockedAt });
  await tx.delete(sessions).where(eq(sessions.userId, id));
  await audit({
    entityType: "user",
    entityId: id,
    entityLabel: user.email,
    action: "blocked",
    before: { blockedAt: null },
    after: { blockedAt: blocked!.blockedAt!.toISOString() },
  });
}

export async function unblockUser(tx: Writer, audit: Audit, id: string): Promise<void> {
  const user = await lockUser(tx, id);
  if (!user.blockedAt) return;
  await tx.update(users).set({ blockedAt: null }).where(eq(users.id, id));
  await audit({
    entityType: "user",
    entityId: id,
    entityLabel: user.email,
    action: "unblocked",
    before: { blockedAt: user.blockedAt.toISOString() },
    after: { blockedAt: null },
  });
}
