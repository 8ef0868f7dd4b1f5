// A user can download what the site holds about them, and delete their account.
import { and, eq, sql } from "drizzle-orm";
import type { Writer } from "#app/server/admin/audit.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import {
  bookmarks,
  mailOutbox,
  priceAlerts,
  profiles,
  subscribers,
  tools,
  toolWatches,
  userRoles,
  users,
  verifications,
  watchSettings,
} from "#app/server/db/schema.server.ts";
import { magicLinkFor } from "#app/server/auth/magic-links.server.ts";
import { forgetAddressLimits } from "#app/server/security/mail-limits.server.ts";
import { avatarKeyOf } from "#app/server/profile/avatar-store.server.ts";

/** The download keeps the database's own column names (snake_case). */
type Row = Record<string, unknown>;

/** Everything stored about the user, as one JSON document. */
export async function exportAccountData(db: Database, userId: string) {
  const [account] = await db.execute<Row>(
    sql`SELECT ${users.email}, ${users.name}, ${users.createdAt} FROM ${users} WHERE ${users.id} = ${userId}`,
  );
  const [profile] = await db.execute<Row>(sql`
    SELECT ${profiles.username}, ${profiles.fullName}, ${profiles.avatarUrl}, ${profiles.updatedAt}
    FROM ${profiles} WHERE ${profiles.id} = ${userId}`);
  const bookmarked = await db.execute<Row>(sql`
    SELECT ${tools.name}, ${tools.slug}, ${bookmarks.createdAt} FROM ${bookmarks}
    JOIN ${tools} ON ${tools.id} = ${bookmarks.toolId} WHERE ${bookmarks.userId} = ${userId}
    ORDER BY ${bookmarks.createdAt}`);
  const submissions = await db.execute<Row>(sql`
    SELECT ${tools.name}, ${tools.slug}, ${tools.websiteUrl}, ${tools.description}, ${tools.status}, ${tools.createdAt}
    FROM ${tools} WHERE ${tools.userId} = ${userId} ORDER BY ${tools.createdAt}`);
  const newsletter = await db.execute<Row>(sql`
    SELECT ${subscribers.status}, ${subscribers.source}, ${subscribers.createdAt} FROM ${subscribers}
    JOIN ${users} ON lower(${users.email}) = lower(${subscribers.email}) WHERE ${users.id} = ${userId}`);
  const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  // Watches and their choice go with the account (their foreign keys cascade).
  const watched = await db.execute<Row>(sql`
    SELECT ${tools.name}, ${tools.slug}, ${toolWatches.createdAt} FROM ${toolWatches}
    JOIN ${tools} ON ${tools.id} = ${toolWatches.toolId} WHERE ${toolWatches.userId} = ${userId}
    ORDER BY ${toolWatches.createdAt}`);
  const [watchChoice] = await db
    .select({ frequency: watchSettings.frequency })
    .from(watchSettings)
    .where(eq(watchSettings.userId, userId));
  // Price alerts go with the account too (their foreign key cascades).
  const alerts = await db.execute<Row>(sql`
    SELECT ${priceAlerts.currency}, ${priceAlerts.direction}, ${priceAlerts.level}, ${priceAlerts.armed},
      ${priceAlerts.firedAt}, ${priceAlerts.firedPrice}, ${priceAlerts.createdAt}
    FROM ${priceAlerts} WHERE ${priceAlerts.userId} = ${userId} ORDER BY ${priceAlerts.createdAt}`);
  return {
    account,
    profile: profile ?? null,
    bookmarks: bookmarked,
    submissions,
    newsletter,
    roles: roles.map((r) => r.role),
    watching: { tools: watched, frequency: watchChoice?.frequency ?? null },
    priceAlerts: alerts,
  };
}

/**
 * Deletes the account: bookmarks, profile, roles, newsletter subscription, sessions and the user
 * row go (watches and price alerts with it, by their cascading keys); submissions that are not published go too, and published ones stay without an owner.
 * Mail kept for the address, its unused sign-in links and the limits counted for it go as well.
 * Returns the avatar's bucket key, if any, for the caller to remove.
 */
export function deleteAccount(db: Database, userId: string): Promise<string | null> {
  return db.transaction((tx) => deleteAccountRows(tx, userId));
}

/** The deletion's rows, inside the caller's transaction (an admin's deletion adds its audit row). */
export async function deleteAccountRows(tx: Writer, userId: string): Promise<string | null> {
  const [profile] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId));
  const [user] = await tx
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(eq(users.id, userId));
  if (user) {
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = ${user.email}`);
    await tx.delete(verifications).where(magicLinkFor(user.email));
    await forgetAddressLimits(tx, user.email);
  }
  await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
  await tx.delete(tools).where(and(eq(tools.userId, userId), sql`${tools.status} <> 'published'`));
  await tx.update(tools).set({ userId: null }).where(eq(tools.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.execute(sql`DELETE FROM ${subscribers} USING ${users}
    WHERE ${users.id} = ${userId} AND lower(${subscribers.email}) = lower(${users.email})`);
  await tx.delete(profiles).where(eq(profiles.id, userId));
  await tx.delete(users).where(eq(users.id, userId));
  return avatarKeyOf(profile?.avatarUrl);
}
