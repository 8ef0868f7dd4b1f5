// Reads an image's type and size from its first bytes, before anything decodes it, so an upload
// that is not an image, or one that would expand to too many pixels, is refused cheaply.

export type ImageType = "png" | "jpeg" | "webp" | "gif";

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
  /** More than one frame: an animation. */
  animated?: boolean;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && bytes[0] === 0x89 && ascii(bytes, 1, 3) === "PNG")
    return { type: "png", width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 13 && ascii(bytes, 0, 3) === "GIF") return gifHeader(bytes, view);
  if (bytes.length >= 30 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP")
    return webpHeader(bytes, view);
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegHeader(bytes, view);
  return null;
}

function webpHeader(bytes: Uint8Array, view: DataView): ImageHeader | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8X")
    return {
      type: "webp",
      width: 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16)),
      height: 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16)),
    };
  if (chunk === "VP8 ")
    return { type: "webp", width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return { type: "webp", width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/**
 * A GIF's outer canvas says nothing of its frames, which a decoder allocates at their own size:
 * every block is walked, and the size is the largest area any frame reaches. A file whose blocks
 * do not add up is no image.
 */
function gifHeader(bytes: Uint8Array, view: DataView): ImageHeader | null {
  let width = view.getUint16(6, true);
  let height = view.getUint16(8, true);
  let frames = 0;
  const colorTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipSubBlocks = (start: number) => {
    let offset = start;
    while (offset < bytes.length && bytes[offset] !== 0) offset += bytes[offset]! + 1;
    return offset + 1;
  };
  let offset = 13 + colorTable(bytes[10]!);
  while (offset < bytes.length) {
    const block = bytes[offset]!;
    if (block === 0x3b) return { type: "gif", width, height, animated: frames > 1 };
    if (block === 0x21) {
      offset = skipSubBlocks(offset + 2);
    } else if (block === 0x2c) {
      if (offset + 10 > bytes.length) return null;
      frames++;
      width = Math.max(width, view.getUint16(offset + 1, true) + view.getUint16(offset + 5, true));
      height = Math.max(height, view.getUint16(offset + 3, true) + view.getUint16(offset + 7, true));
      offset = skipSubBlocks(offset + 10 + colorTable(bytes[offset + 9]!) + 1);
    } else {
      return null;
    }
  }
  // Decoders accept a file cut short before its trailer; so do we, with what was read.
  return frames > 0 ? { type: "gif", width, height, animated: frames > 1 } : null;
}

/** Walks the JPEG markers to the first start-of-frame, which holds the size. */
function jpegHeader(bytes: Uint8Array, view: DataView): ImageHeader | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = view.getUint16(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { type: "jpeg", height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + length;
  }
  return null;
}
