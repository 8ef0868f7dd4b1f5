// A WebP's size, read as the decoder (`image` 0.24's own WebP decoder) reads it.
//
// The decoder takes the chunk right after the RIFF header: a simple file is that one VP8 (lossy)
// or VP8L (lossless) chunk, decoded at the size in its bitstream. An extended file (VP8X) says a
// canvas size, and the decoder then reads every chunk to the end and decodes the first image
// chunk at the size in its own bitstream, whatever the canvas says. So for VP8X we find that
// chunk as the decoder does and refuse a bitstream whose size is not the canvas's, an animation,
// a chunk the decoder does not know, and any chunk cut short.
import type { ImageHeader } from "#app/server/images/image-header.server.ts";

interface Chunk {
  fourcc: string;
  /** Where its data starts. */
  data: number;
  length: number;
}

const fourccAt = (bytes: Uint8Array, offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));

/** The chunk at `offset`, or null when its header or data is cut short. */
function chunkAt(bytes: Uint8Array, view: DataView, offset: number): Chunk | null {
  if (offset + 8 > bytes.length) return null;
  const length = view.getUint32(offset + 4, true);
  if (offset + 8 + length > bytes.length) return null;
  return { fourcc: fourccAt(bytes, offset), data: offset + 8, length };
}

/** Chunks are padded to an even length. */
const nextChunk = (chunk: Chunk) => chunk.data + chunk.length + (chunk.length & 1);

/** The size in a VP8 or VP8L bitstream, or null when its header is not one the decoder reads. */
function bitstreamSize(bytes: Uint8Array, view: DataView, chunk: Chunk): { width: number; height: number } | null {
  const at = chunk.data;
  if (chunk.fourcc === "VP8 ") {
    // A key frame (bit 0 of its tag clear), its start code, then 14-bit sizes.
    if (chunk.length < 10 || (bytes[at]! & 1) !== 0) return null;
    if (bytes[at + 3] !== 0x9d || bytes[at + 4] !== 0x01 || bytes[at + 5] !== 0x2a) return null;
    return { width: view.getUint16(at + 6, true) & 0x3fff, height: view.getUint16(at + 8, true) & 0x3fff };
  }
  if (chunk.fourcc === "VP8L") {
    if (chunk.length < 5 || bytes[at] !== 0x2f) return null;
    const bits = view.getUint32(at + 1, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

const IGNORED = new Set(["ICCP", "EXIF", "XMP "]);

/** The size of the first image chunk after the VP8X chunk, read as the decoder would. */
function extendedImageSize(bytes: Uint8Array, view: DataView, start: number) {
  let size: { width: number; height: number } | null = null;
  let offset = start;
  let afterAlpha = false;
  while (offset < bytes.length) {
    const chunk = chunkAt(bytes, view, offset);
    if (!chunk) return null;
    const isImage = chunk.fourcc === "VP8 " || chunk.fourcc === "VP8L";
    if (afterAlpha) {
      // The decoder reads the chunk after an ALPH chunk as the lossy image it belongs to.
      if (chunk.fourcc !== "VP8 ") return null;
      afterAlpha = false;
      size = bitstreamSize(bytes, view, chunk);
      if (!size) return null;
    } else if (isImage) {
      size ??= bitstreamSize(bytes, view, chunk);
      if (!size) return null;
    } else if (chunk.fourcc === "ALPH") {
      afterAlpha = !size;
    } else if (!IGNORED.has(chunk.fourcc)) {
      // Animation chunks, and chunks the decoder does not know.
      return null;
    }
    offset = nextChunk(chunk);
  }
  return afterAlpha ? null : size;
}

export function webpHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const first = chunkAt(bytes, view, 12);
  if (!first) return null;
  if (first.fourcc !== "VP8X") {
    const size = bitstreamSize(bytes, view, first);
    return size && { type: "webp", ...size };
  }
  if (first.length < 10) return null;
  const flags = bytes[first.data]!;
  const canvas = {
    width: 1 + (bytes[first.data + 4]! | (bytes[first.data + 5]! << 8) | (bytes[first.data + 6]! << 16)),
    height: 1 + (bytes[first.data + 7]! | (bytes[first.data + 8]! << 8) | (bytes[first.data + 9]! << 16)),
  };
  if (flags & 0x02) return { type: "webp", ...canvas, animated: true };
  const size = extendedImageSize(bytes, view, nextChunk(first));
  if (!size || size.width !== canvas.width || size.height !== canvas.height) return null;
  return { type: "webp", ...size };
}
