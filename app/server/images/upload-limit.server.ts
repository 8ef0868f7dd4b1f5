// Decoding an upload costs the Worker CPU time and WASM memory that is never given back, so each
// user may send so many images in a window, whichever form they come through (avatar, tools'
// logos and screenshots, posts' images). Counted in Postgres like the other rate limits.
import type { Database } from "#app/server/db/client.server.ts";
import { hitRateLimit, tooManyMessage, type RateLimit } from "#app/server/security/rate-limit.server.ts";

export const imageUploadLimit = (userId: string): RateLimit => ({
  key: `image-upload:user:${userId}`,
  max: 20,
  windowSeconds: 10 * 60,
});

/** Counts one upload by the user; the message to show when they have had their share, else null. */
export async function imageUploadRefusal(db: Database, userId: string): Promise<string | null> {
  const result = await hitRateLimit(db, imageUploadLimit(userId));
  return result.allowed ? null : tooManyMessage("image uploads", result.retryAfterSeconds);
}
