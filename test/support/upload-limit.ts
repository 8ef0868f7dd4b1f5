// A user who has sent every image upload the current window allows.
import type { Database } from "#app/server/db/client.server.ts";
import { imageUploadLimit } from "#app/server/images/upload-limit.server.ts";
import { hitRateLimit } from "#app/server/security/rate-limit.server.ts";

export async function useUpUploads(db: Database, userId: string): Promise<void> {
  const limit = imageUploadLimit(userId);
  for (let i = 0; i < limit.max; i++) await hitRateLimit(db, limit);
}
