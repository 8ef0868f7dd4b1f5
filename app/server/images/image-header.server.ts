// Reads an image's type and size from its bytes, before anything decodes it, so an upload that is
// not an image, or one that would expand to too many pixels, is refused cheaply.
//
// The decoder (Photon, i.e. Rust's `image` 0.24 with jpeg-decoder 0.3, png 0.17, gif 0.13 and its
// own WebP decoder) has no cheap way to say the size it will decode to, so each reader here walks
// the file as that decoder does, up to the record it takes the size from, and refuses whatever
// it cannot read the same way for certain (stray bytes, records out of place, cut segments).
// test/unit/server/images/image-header-differential.test.ts holds them to that against the decoder.
import { gifHeader } from "#app/server/images/gif-header.server.ts";
import { jpegHeader } from "#app/server/images/jpeg-header.server.ts";
import { webpHeader } from "#app/server/images/webp-header.server.ts";

export type ImageType = "png" | "jpeg" | "webp" | "gif";

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
  /** More than one frame: an animation. */
  animated?: boolean;
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return pngHeader(bytes);
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return gifHeader(bytes);
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50]))
    return webpHeader(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegHeader(bytes);
  return null;
}

/**
 * The decoder refuses a PNG whose first chunk is not IHDR, and a second IHDR; animation frames
 * must fit inside it. So the size is the first chunk's, which must be a whole IHDR.
 */
function pngHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 33 || view.getUint32(8) !== 13 || !startsWith(bytes.subarray(12), IHDR)) return null;
  return { type: "png", width: view.getUint32(16), height: view.getUint32(20) };
}
