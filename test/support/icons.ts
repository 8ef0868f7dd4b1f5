// Icon files as websites serve them, made in the test: ICO files holding PNG entries or 32-bit
// (or 8-bit) bitmaps, and SVG icons, plain or hostile.
import { png } from "#test/support/images.ts";

const u16 = (n: number) => [n & 255, (n >>> 8) & 255];
const u32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

/** An ICO whose entries are the given images (PNG bytes or bitmaps), each declared at its side. */
export function ico(entries: { side: number; bits: number; data: Uint8Array }[]): Uint8Array<ArrayBuffer> {
  const header = [0, 0, ...u16(1), ...u16(entries.length)];
  let offset = 6 + 16 * entries.length;
  const directory: number[] = [];
  for (const entry of entries) {
    const side = entry.side >= 256 ? 0 : entry.side;
    directory.push(side, side, 0, 0, ...u16(1), ...u16(entry.bits), ...u32(entry.data.length), ...u32(offset));
    offset += entry.data.length;
  }
  const file = new Uint8Array(offset);
  file.set([...header, ...directory]);
  let at = 6 + 16 * entries.length;
  for (const entry of entries) {
    file.set(entry.data, at);
    at += entry.data.length;
  }
  return file;
}

/** An ICO of PNG entries of the given sides. */
export async function pngIco(sides: number[]) {
  return ico(await Promise.all(sides.map(async (side) => ({ side, bits: 32, data: await png(side, side) }))));
}

/** A bitmap entry as ICO stores it (height doubled for the mask), every pixel orange, at `bits` bits. */
export function bitmapEntry(side: number, bits = 32): { side: number; bits: number; data: Uint8Array } {
  const header = [...u32(40), ...u32(side), ...u32(side * 2), ...u16(1), ...u16(bits), ...u32(0), ...u32(0)];
  header.push(...u32(0), ...u32(0), ...u32(0), ...u32(0));
  const rowBytes = Math.ceil((side * bits) / 32) * 4;
  const pixels = new Uint8Array(rowBytes * side);
  if (bits === 32) for (let i = 0; i < side * side; i++) pixels.set([26, 147, 247, 255], i * 4);
  const mask = new Uint8Array(Math.ceil(side / 32) * 4 * side);
  return { side, bits, data: new Uint8Array([...header, ...pixels, ...mask]) };
}

/** A square orange SVG icon. */
export const svgIcon = (side = 64) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}" rx="8" fill="#f7931a"/></svg>`;

/** An SVG that would make its renderer fetch another file. */
export const svgFetching = (href: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64"><image xlink:href="${href}" width="64" height="64"/></svg>`;
