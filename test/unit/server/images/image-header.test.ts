// Image type and size from the first bytes of an upload.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readImageHeader } from "#app/server/images/image-header.server.ts";
import { gif } from "#test/support/gif.ts";
import { fillByteJpeg } from "#test/support/image-bombs.ts";
import { jpeg, png } from "#test/support/images.ts";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
const u16be = (n: number) => [(n >>> 8) & 255, n & 255];
const concat = (a: Uint8Array, b: Uint8Array) => new Uint8Array([...a, ...b]);

describe("readImageHeader", () => {
  it("reads a real PNG file", () => {
    expect(readImageHeader(new Uint8Array(readFileSync("test/fixtures/avatar.png")))).toEqual({
      type: "png",
      width: 1,
      height: 1,
    });
  });
  it("reads PNG, GIF, JPEG and the three WebP kinds", () => {
    const ihdr = bytes([0x89], "PNG\r\n\x1a\n", u32be(13), "IHDR", u32be(640), u32be(480), [8, 6, 0, 0, 0], u32be(0));
    expect(readImageHeader(ihdr)).toEqual({
      type: "png",
      width: 640,
      height: 480,
    });
    expect(readImageHeader(gif(320, 200, [[0, 0, 320, 200]]))).toEqual({
      type: "gif",
      width: 320,
      height: 200,
      animated: false,
    });
    const jpeg = bytes(
      [0xff, 0xd8],
      [0xff, 0xe0],
      u16be(4),
      [0, 0],
      [0xff, 0xc0],
      u16be(17),
      [8],
      u16be(600),
      u16be(800),
      [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    );
    expect(readImageHeader(jpeg)).toEqual({ type: "jpeg", width: 800, height: 600 });
    const riff = (chunk: string, body: number[]) =>
      bytes("RIFF", [0, 0, 0, 0], "WEBP", chunk, [body.length, 0, 0, 0], body, body.length % 2 ? [0] : []);
    const vp8 = [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(1024), ...u16le(640), 0, 0];
    expect(
      readImageHeader(
        concat(riff("VP8X", [0, 0, 0, 0, ...[255, 3, 0], ...[127, 2, 0]]), bytes("VP8 ", [12, 0, 0, 0], vp8)),
      ),
    ).toEqual({
      type: "webp",
      width: 1024,
      height: 640,
    });
    expect(readImageHeader(riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(300), ...u16le(150), 0, 0]))).toEqual({
      type: "webp",
      width: 300,
      height: 150,
    });
    const vp8l = (256 - 1) | ((128 - 1) << 14);
    expect(
      readImageHeader(
        riff("VP8L", [
          0x2f,
          vp8l & 255,
          (vp8l >>> 8) & 255,
          (vp8l >>> 16) & 255,
          (vp8l >>> 24) & 255,
          0,
          0,
          0,
          0,
          0,
          0,
        ]),
      ),
    ).toEqual({
      type: "webp",
      width: 256,
      height: 128,
    });
  });
  it("sizes a GIF by the largest frame inside it, not by its outer canvas, and sees an animation", () => {
    expect(readImageHeader(gif(1, 1, [[0, 0, 8000, 8000]]))).toMatchObject({ width: 8000, height: 8000 });
    expect(readImageHeader(gif(10, 10, [[5000, 0, 10, 10]]))).toMatchObject({ width: 5010, height: 10 });
    expect(
      readImageHeader(
        gif(10, 10, [
          [0, 0, 10, 10],
          [0, 0, 10, 10],
        ]),
      ),
    ).toMatchObject({ animated: true });
    expect(readImageHeader(bytes("GIF89a", u16le(320), u16le(200), [0, 0, 0], [0x99]))).toBeNull();
  });

  it("refuses what is not an image", () => {
    expect(readImageHeader(new Uint8Array(readFileSync("test/fixtures/not-an-image.txt")))).toBeNull();
    expect(readImageHeader(new Uint8Array())).toBeNull();
    expect(readImageHeader(bytes([0xff, 0xd8], [0x00, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });

  it("reads a JPEG as its decoder does: fill bytes before a marker, one frame header, no stray bytes", async () => {
    const valid = await jpeg(24, 16);
    const sof = valid.findIndex((byte, i) => byte === 0xff && valid[i + 1] === 0xc0);
    const withBefore = (...inserted: number[]) =>
      new Uint8Array([...valid.subarray(0, sof), ...inserted, ...valid.subarray(sof)]);
    expect(readImageHeader(withBefore(0xff, 0xff))).toEqual({ type: "jpeg", width: 24, height: 16 });
    expect(readImageHeader(fillByteJpeg(valid))).toEqual({ type: "jpeg", width: 12000, height: 12000 });
    // A decoder skips stray bytes looking for the next marker: no telling what it would find.
    expect(readImageHeader(withBefore(0x00, 0x12))).toBeNull();
    const secondFrame = [...valid.subarray(sof, sof + 2 + ((valid[sof + 2]! << 8) | valid[sof + 3]!))];
    expect(readImageHeader(withBefore(...secondFrame))).toBeNull();
    expect(
      readImageHeader(new Uint8Array([...valid.subarray(0, valid.length - 2), ...secondFrame, 0xff, 0xd9])),
    ).toBeNull();
    expect(readImageHeader(valid.subarray(0, sof + 6))).toBeNull();
  });

  it("refuses a PNG whose first chunk is not a whole IHDR, and an extended WebP whose image is not its canvas", async () => {
    const valid = await png(24, 16);
    const text = [0, 0, 0, 1, ...[..."tEXt"].map((c) => c.charCodeAt(0)), 0x41, 0, 0, 0, 0];
    expect(readImageHeader(new Uint8Array([...valid.subarray(0, 8), ...text, ...valid.subarray(8)]))).toBeNull();
    expect(readImageHeader(valid.subarray(0, 30))).toBeNull();
    const alpha = new Uint8Array(readFileSync("test/fixtures/alpha.webp"));
    expect(readImageHeader(alpha)).toEqual({ type: "webp", width: 24, height: 16 });
    const smallCanvas = alpha.slice();
    smallCanvas.set([7, 0, 0, 7, 0, 0], 24);
    expect(readImageHeader(smallCanvas)).toBeNull();
  });
});
