// An admin deletes a user as the user would from their profile (bookmarks, unpublished
// submissions, subscription, mail kept for them, sign-in links and limits all go), with the
// account as it was in the audit row. Returns the avatar's bucket key for the caller to remove.
import type { SessionUser } from "#app/lib/session-user.ts";
import { USER_REFUSALS } from "#app/lib/user-admin-rules.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { lockUser } from "#app/server/admin/users/lock-user.server.ts";
import { UserChangeRefused } from "#app/server/admin/users/user-change-refused.server.ts";
import { deleteAccountRows } from "#app/server/profile/account-data.server.ts";

export async function deleteUser(tx: Writer, audit: Audit, id: string, by: SessionUser): Promise<string | null> {
  if (id === by.id) throw new UserChangeRefused(USER_REFUSALS.deleteSelf);
  const user = await lockUser(tx, id);
  const avatarKey = await deleteAccountRows(tx, id);
  await audit({
    entityType: "user",
    entityId: id,
    entityLabel: user.email,
    action: "deleted",
    before: {
      email: user.email,
      name: user.name,
      isAdmin: user.isAdmin,
      blockedAt: user.blockedAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
    },
    after: null,
  });
  return avatarKey;
}
