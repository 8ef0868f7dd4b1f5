// Avatars are cropped to a centred square and scaled to 256 px, as WebP without metadata.
import { AVATAR_MAX_BYTES } from "#app/lib/body-limits.ts";
import { toWebp, type WebpImage } from "#app/server/images/webp-image.server.ts";

export const AVATAR_SIZE = 256;
export { AVATAR_MAX_BYTES };

export const makeAvatar = (upload: Uint8Array): Promise<WebpImage> => toWebp(upload, { square: AVATAR_SIZE });
