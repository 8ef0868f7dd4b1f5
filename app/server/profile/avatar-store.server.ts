// Avatars in R2 at {userId}/{random}.webp, served by the site at /avatars/...
// A new name per upload lets browsers keep each file; the edge keeps it a day at most, so a
// replaced avatar does not linger.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { profiles } from "#app/server/db/schema.server.ts";

export const AVATAR_PATH_PREFIX = "/avatars/";
const AVATAR_KEY = /^[A-Za-z0-9_-]{1,64}\/[0-9a-f]{32}\.webp$/;

export const isAvatarKey = (key: string) => AVATAR_KEY.test(key);

/** The bucket key behind an avatar URL of ours, or null for none (or someone else's URL). */
export const avatarKeyOf = (url: string | null | undefined) =>
  url?.startsWith(AVATAR_PATH_PREFIX) ? url.slice(AVATAR_PATH_PREFIX.length) : null;

/** Puts the image in the bucket under a new name and returns its URL; the profile is not touched yet. */
export async function storeAvatarFile(bucket: R2Bucket, userId: string, webp: Uint8Array): Promise<string> {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
  const key = `${userId}/${random}.webp`;
  await bucket.put(key, webp, { httpMetadata: { contentType: "image/webp" } });
  return `${AVATAR_PATH_PREFIX}${key}`;
}

/** Points the profile at the stored avatar and returns the URL it had before, if any. */
export async function pointProfileAtAvatar(db: Database, userId: string, url: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    await tx
      .insert(profiles)
      .values({ id: userId, avatarUrl: url })
      .onConflictDoUpdate({ target: profiles.id, set: { avatarUrl: url, updatedAt: sql`now()` } });
    return previous?.avatarUrl && previous.avatarUrl !== url ? previous.avatarUrl : null;
  });
}
