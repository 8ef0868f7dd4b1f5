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
