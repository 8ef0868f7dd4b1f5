// Hand-made GIF files: a canvas, frames [left, top, width, height] (each a tiny LZW stream) and a
// comment block, for tests of what an upload's header says.
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
const text = (value: string) => [...value].map((c) => c.charCodeAt(0));

export const gif = (width: number, height: number, frames: number[][]) =>
  new Uint8Array([
    ...text("GIF89a"),
    ...u16le(width),
    ...u16le(height),
    0,
    0,
    0,
    ...[0x21, 0xfe, 3, ...text("hi!"), 0],
    ...frames.flatMap(([left, top, w, h]) => [
      0x2c,
      ...u16le(left!),
      ...u16le(top!),
      ...u16le(w!),
      ...u16le(h!),
      ...[0, 2, 2, 0x4c, 0x01, 0],
    ]),
    0x3b,
  ]);

/**
 * A GIF that decodes: `width` × `height` pixels, the left half orange and the right half blue. Its
 * LZW stream sends a clear code after every two pixels, so every code stays 3 bits wide.
 */
export function pictureGif(width: number, height: number): Uint8Array<ArrayBuffer> {
  const CLEAR = 4;
  const END = 5;
  const codes = [CLEAR];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      codes.push(x < width / 2 ? 1 : 2);
      if (codes.length % 3 === 0) codes.push(CLEAR);
    }
  codes.push(END);
  const packed: number[] = [];
  let bits = 0;
  let count = 0;
  for (const code of codes) {
    bits |= code << count;
    count += 3;
    while (count >= 8) {
      packed.push(bits & 255);
      bits >>>= 8;
      count -= 8;
    }
  }
  if (count > 0) packed.push(bits & 255);
  const blocks: number[] = [];
  for (let i = 0; i < packed.length; i += 255) {
    const part = packed.slice(i, i + 255);
    blocks.push(part.length, ...part);
  }
  return new Uint8Array([
    ...text("GIF89a"),
    ...u16le(width),
    ...u16le(height),
    0x81,
    0,
    0,
    ...[0, 0, 0, 247, 147, 26, 30, 64, 175, 255, 255, 255],
    ...[0x2c, 0, 0, 0, 0, ...u16le(width), ...u16le(height), 0],
    2,
    ...blocks,
    0,
    0x3b,
  ]);
}
