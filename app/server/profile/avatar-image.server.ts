// Avatars are re-encoded in the Worker: the upload is decoded, cropped to a centred square,
// resized to 256 px and written as WebP from its pixels alone, so no metadata (location, camera)
// survives. Photon (WASM) loads on the first upload only, not with every request.
import { AVATAR_MAX_BYTES } from "#app/lib/body-limits.ts";
import { readImageHeader } from "#app/server/profile/image-header.server.ts";

export const AVATAR_SIZE = 256;
export { AVATAR_MAX_BYTES };
/** Decoded pixels cost 4 bytes each; this keeps an upload well inside the Worker's memory. */
const MAX_PIXELS = 4096 * 4096;

export type AvatarResult = { ok: true; webp: Uint8Array } | { ok: false; error: string };

export async function makeAvatar(upload: Uint8Array): Promise<AvatarResult> {
  const header = readImageHeader(upload);
  if (!header) return { ok: false, error: "Choose an image file (JPEG, PNG, WebP or GIF)." };
  if (header.width < 1 || header.height < 1 || header.width * header.height > MAX_PIXELS)
    return { ok: false, error: "Images must be at most 4096 × 4096 pixels." };
  if (header.animated) return { ok: false, error: "Choose a still image: animated images are not accepted." };
  const { PhotonImage, crop, resize, SamplingFilter } = await import("@cf-wasm/photon");
  let image: InstanceType<typeof PhotonImage> | undefined;
  let square: InstanceType<typeof PhotonImage> | undefined;
  let small: InstanceType<typeof PhotonImage> | undefined;
  try {
    image = PhotonImage.new_from_byteslice(upload);
    const side = Math.min(image.get_width(), image.get_height());
    const left = Math.floor((image.get_width() - side) / 2);
    const top = Math.floor((image.get_height() - side) / 2);
    square = crop(image, left, top, left + side, top + side);
    small = resize(square, AVATAR_SIZE, AVATAR_SIZE, SamplingFilter.Lanczos3);
    return { ok: true, webp: small.get_bytes_webp() };
  } catch {
    return { ok: false, error: "This image could not be read. Try another file." };
  } finally {
    small?.free();
    square?.free();
    image?.free();
  }
}
