// Avatars in R2 at {userId}/{random}.webp (spec section 7), served by the site at /avatars/...
// A new name per upload lets browsers keep each file; the edge keeps it a day at most, so a
// replaced avatar does not linger.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema.ts";

export const AVATAR_PATH_PREFIX = "/avatars/";
const AVATAR_KEY = /^[A-Za-z0-9_-]{1,64}\/[0-9a-f]{32}\.webp$/;

export const isAvatarKey = (key: string) => AVATAR_KEY.test(key);

/** Stores the avatar, points the profile at it and removes the one it replaces (whose URL it returns). */
export async function saveAvatar(
  bucket: R2Bucket,
  db: Database,
  userId: string,
  webp: Uint8Array,
): Promise<{ url: string; replaced: string | null }> {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
  const key = `${userId}/${random}.webp`;
  await bucket.put(key, webp, { httpMetadata: { contentType: "image/webp" } });
  const [previous] = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId));
  const url = `${AVATAR_PATH_PREFIX}${key}`;
  await db
    .insert(profiles)
    .values({ id: userId, avatarUrl: url })
    .onConflictDoUpdate({ target: profiles.id, set: { avatarUrl: url, updatedAt: sql`now()` } });
  const old = previous?.avatarUrl;
  if (!old?.startsWith(AVATAR_PATH_PREFIX) || old === url) return { url, replaced: null };
  await bucket.delete(old.slice(AVATAR_PATH_PREFIX.length));
  return { url, replaced: old };
}
