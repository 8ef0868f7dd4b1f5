// Image type and size from the first bytes of an upload.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readImageHeader } from "#app/server/images/image-header.server.ts";
import { gif } from "#test/support/gif.ts";

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
});
