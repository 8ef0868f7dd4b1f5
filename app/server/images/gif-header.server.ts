// A GIF's size. Its outer canvas (the logical screen) says nothing of its frames, which the
// decoder allocates at their own size: every block is walked, as the decoder does (extensions and
// image data as sub-blocks, a frame descriptor with its local colour table), and the size is the
// largest area the screen or any frame reaches. A file whose blocks do not add up is no image.
import type { ImageHeader } from "#app/server/images/image-header.server.ts";

const TRAILER = 0x3b;
const EXTENSION = 0x21;
const FRAME = 0x2c;

const colorTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

export function gifHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 13) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = view.getUint16(6, true);
  let height = view.getUint16(8, true);
  let frames = 0;
  const skipSubBlocks = (start: number) => {
    let offset = start;
    while (offset < bytes.length && bytes[offset] !== 0) offset += bytes[offset]! + 1;
    return offset + 1;
  };
  let offset = 13 + colorTable(bytes[10]!);
  while (offset < bytes.length) {
    const block = bytes[offset]!;
    if (block === TRAILER) break;
    if (block === EXTENSION) {
      offset = skipSubBlocks(offset + 2);
    } else if (block === FRAME) {
      if (offset + 10 > bytes.length) return null;
      frames++;
      width = Math.max(width, view.getUint16(offset + 1, true) + view.getUint16(offset + 5, true));
      height = Math.max(height, view.getUint16(offset + 3, true) + view.getUint16(offset + 7, true));
      // The descriptor, its colour table and the LZW code size, then the image data.
      offset = skipSubBlocks(offset + 10 + colorTable(bytes[offset + 9]!) + 1);
    } else {
      return null;
    }
  }
  // Decoders accept a file cut short before its trailer; so do we, with what was read.
  return frames > 0 ? { type: "gif", width, height, animated: frames > 1 } : null;
}
