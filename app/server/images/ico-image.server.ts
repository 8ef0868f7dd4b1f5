// A favicon.ico holds several images of one icon. The largest entry is taken: a PNG (what modern
// icons hold) goes on to the usual checks; a 32-bit bitmap (BGRA rows, bottom up) is turned into
// RGBA pixels here, as that is cheap; any other bitmap depth is refused with a reason.

export type IcoImage =
  | { ok: true; kind: "png"; bytes: Uint8Array }
  | { ok: true; kind: "rgba"; pixels: Uint8Array; width: number; height: number }
  | { ok: false; error: string };

export const ICO_ERRORS = {
  unreadable: "The icon file could not be read.",
  bitmapDepth: (bits: number) =>
    `The icon file holds a bitmap of ${bits} bits per pixel: only PNG entries and 32-bit bitmaps are read.`,
} as const;

/** An ICO has 1 to this many entries; real ones hold a handful. */
const MAX_ENTRIES = 64;
/** An ICO bitmap is 256 pixels a side at most. */
const MAX_BITMAP_SIDE = 256;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const isIco = (bytes: Uint8Array) =>
  bytes.length >= 6 && bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0;

interface Entry {
  width: number;
  height: number;
  bits: number;
  size: number;
  offset: number;
}

export function readIco(bytes: Uint8Array): IcoImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isIco(bytes)) return { ok: false, error: ICO_ERRORS.unreadable };
  const count = view.getUint16(4, true);
  if (count < 1 || count > MAX_ENTRIES || bytes.length < 6 + count * 16)
    return { ok: false, error: ICO_ERRORS.unreadable };
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 16;
    const entry = {
      width: bytes[at] || 256,
      height: bytes[at + 1] || 256,
      bits: view.getUint16(at + 6, true),
      size: view.getUint32(at + 8, true),
      offset: view.getUint32(at + 12, true),
    };
    if (entry.size < 8 || entry.offset + entry.size > bytes.length) return { ok: false, error: ICO_ERRORS.unreadable };
    entries.push(entry);
  }
  const largest = entries.sort((a, b) => b.width * b.height - a.width * a.height || b.bits - a.bits)[0]!;
  const data = bytes.subarray(largest.offset, largest.offset + largest.size);
  if (PNG_SIGNATURE.every((byte, i) => data[i] === byte)) return { ok: true, kind: "png", bytes: data };
  return readBitmap(data);
}

/** A BITMAPINFOHEADER image as an ICO stores it: its height counts the colour rows and the mask's. */
function readBitmap(data: Uint8Array): IcoImage {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length < 40 || view.getUint32(0, true) !== 40) return { ok: false, error: ICO_ERRORS.unreadable };
  const width = view.getInt32(4, true);
  const doubled = view.getInt32(8, true);
  const bits = view.getUint16(14, true);
  const compression = view.getUint32(16, true);
  if (bits !== 32) return { ok: false, error: ICO_ERRORS.bitmapDepth(bits) };
  const height = Math.abs(doubled) / 2;
  if (
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1 ||
    width > MAX_BITMAP_SIDE ||
    height > MAX_BITMAP_SIDE ||
    (compression !== 0 && compression !== 3)
  )
    return { ok: false, error: ICO_ERRORS.unreadable };
  // With BI_BITFIELDS three colour masks follow the header; icons use the usual BGRA order.
  const start = 40 + (compression === 3 ? 12 : 0);
  const rowBytes = width * 4;
  if (data.length < start + rowBytes * height) return { ok: false, error: ICO_ERRORS.unreadable };
  const pixels = new Uint8Array(width * height * 4);
  let anyAlpha = false;
  for (let y = 0; y < height; y++) {
    // Rows run bottom up unless the height is negative.
    const source = start + (doubled > 0 ? height - 1 - y : y) * rowBytes;
    for (let x = 0; x < width; x++) {
      const from = source + x * 4;
      const to = (y * width + x) * 4;
      pixels[to] = data[from + 2]!;
      pixels[to + 1] = data[from + 1]!;
      pixels[to + 2] = data[from]!;
      pixels[to + 3] = data[from + 3]!;
      if (data[from + 3]) anyAlpha = true;
    }
  }
  // Old icons leave the alpha bytes empty and rely on the mask: show them opaque.
  if (!anyAlpha) for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
  return { ok: true, kind: "rgba", pixels, width, height };
}
