// A user can download what the site holds about them, and delete their account.
import { sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { magicLinkFor } from "#app/server/auth/magic-links.server.ts";
import { forgetAddressLimits } from "#app/server/security/mail-limits.server.ts";
import { avatarKeyOf } from "#app/server/profile/avatar-store.server.ts";

type Row = Record<string, unknown>;

/** Everything stored about the user, as one JSON document. */
export async function exportAccountData(db: Database, userId: string) {
  const [account] = await db.execute<Row>(sql`SELECT email, name, created_at FROM users WHERE id = ${userId}`);
  const [profile] = await db.execute<Row>(
    sql`SELECT username, full_name, avatar_url, updated_at FROM profiles WHERE id = ${userId}`,
  );
  const bookmarks = await db.execute<Row>(sql`SELECT t.name, t.slug, b.created_at FROM bookmarks b
    JOIN tools t ON t.id = b.tool_id WHERE b.user_id = ${userId} ORDER BY b.created_at`);
  const submissions = await db.execute<Row>(sql`SELECT name, slug, website_url, description, status, created_at
    FROM tools WHERE user_id = ${userId} ORDER BY created_at`);
  const newsletter = await db.execute<Row>(sql`SELECT s.status, s.source, s.created_at FROM subscribers s
    JOIN users u ON lower(u.email) = lower(s.email) WHERE u.id = ${userId}`);
  const roles = await db.execute<Row>(sql`SELECT role FROM user_roles WHERE user_id = ${userId}`);
  return { account, profile: profile ?? null, bookmarks, submissions, newsletter, roles: roles.map((r) => r.role) };
}

/**
 * Deletes the account: bookmarks, profile, roles, newsletter subscription, sessions and the user
 * row go; submissions that are not published go too, and published ones stay without an owner.
 * Mail kept for the address, its unused sign-in links and the limits counted for it go as well.
 * Returns the avatar's bucket key, if any, for the caller to remove.
 */
export async function deleteAccount(db: Database, userId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [profile] = await tx.execute<{ avatar_url: string | null }>(
      sql`SELECT avatar_url FROM profiles WHERE id = ${userId}`,
    );
    const [user] = await tx.execute<{ email: string }>(
      sql`SELECT lower(email) AS email FROM users WHERE id = ${userId}`,
    );
    if (user) {
      await tx.execute(sql`DELETE FROM mail_outbox WHERE lower(recipient) = ${user.email}`);
      await tx.execute(sql`DELETE FROM verifications WHERE ${magicLinkFor(user.email)}`);
      await forgetAddressLimits(tx, user.email);
    }
    await tx.execute(sql`DELETE FROM bookmarks WHERE user_id = ${userId}`);
    await tx.execute(sql`DELETE FROM tools WHERE user_id = ${userId} AND status <> 'published'`);
    await tx.execute(sql`UPDATE tools SET user_id = NULL WHERE user_id = ${userId}`);
    await tx.execute(sql`DELETE FROM user_roles WHERE user_id = ${userId}`);
    await tx.execute(sql`DELETE FROM subscribers s USING users u
      WHERE u.id = ${userId} AND lower(s.email) = lower(u.email)`);
    await tx.execute(sql`DELETE FROM profiles WHERE id = ${userId}`);
    await tx.execute(sql`DELETE FROM users WHERE id = ${userId}`);
    return avatarKeyOf(profile?.avatar_url);
  });
}
