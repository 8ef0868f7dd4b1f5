// Uploads re-encoded to WebP: refused from their header before decoding, then fitted to their use.
import { describe, expect, it } from "vitest";
import { readImageHeader } from "#app/server/images/image-header.server.ts";
import { IMAGE_ERRORS, sizeWithin, toWebp } from "#app/server/images/webp-image.server.ts";
import { gif } from "#test/support/gif.ts";
import { jpeg, png } from "#test/support/images.ts";

describe("sizeWithin", () => {
  it("scales down to the box, keeping the aspect", () => {
    expect(sizeWithin({ width: 2000, height: 1000 }, { width: 1600, height: 1200 })).toEqual({
      width: 1600,
      height: 800,
    });
    expect(sizeWithin({ width: 1170, height: 2532 }, { width: 1600, height: 1200 })).toEqual({
      width: 555,
      height: 1200,
    });
    expect(sizeWithin({ width: 512, height: 300 }, { width: 256, height: 256 })).toEqual({ width: 256, height: 150 });
  });

  it("never enlarges, and never rounds a side away", () => {
    expect(sizeWithin({ width: 64, height: 32 }, { width: 256, height: 256 })).toEqual({ width: 64, height: 32 });
    expect(sizeWithin({ width: 4000, height: 1 }, { width: 256, height: 256 })).toEqual({ width: 256, height: 1 });
  });
});

// The first call compiles Photon's WASM, which takes seconds on a busy machine.
describe("toWebp", { timeout: 30_000 }, () => {
  it("fits a PNG or a JPEG inside its box as WebP", async () => {
    const wide = await toWebp(await png(2000, 500), { within: { width: 1600, height: 1200 } });
    expect(wide.ok && readImageHeader(wide.webp)).toEqual({ type: "webp", width: 1600, height: 400 });
    expect(wide.ok && [wide.width, wide.height]).toEqual([1600, 400]);
    const photo = await toWebp(await jpeg(512, 300), { within: { width: 256, height: 256 } });
    expect(photo.ok && readImageHeader(photo.webp)).toEqual({ type: "webp", width: 256, height: 150 });
  });

  it("crops to a centred square when asked", async () => {
    const square = await toWebp(await png(300, 100), { square: 64 });
    expect(square.ok && readImageHeader(square.webp)).toEqual({ type: "webp", width: 64, height: 64 });
  });

  it("refuses what is not an image, an animation and too many pixels, before decoding", async () => {
    const box = { within: { width: 256, height: 256 } };
    expect(await toWebp(new TextEncoder().encode("not pixels"), box)).toEqual({
      ok: false,
      error: IMAGE_ERRORS.notAnImage,
    });
    const frames = [
      [0, 0, 1, 1],
      [0, 0, 1, 1],
    ];
    expect(await toWebp(gif(1, 1, frames), box)).toEqual({ ok: false, error: IMAGE_ERRORS.animated });
    expect(await toWebp(gif(1, 1, [[0, 0, 8000, 8000]]), box)).toEqual({
      ok: false,
      error: IMAGE_ERRORS.tooManyPixels,
    });
  });

  it("says so when a file with an image's header cannot be decoded", async () => {
    const cut = (await png(40, 40)).slice(0, 60);
    expect(await toWebp(cut, { within: { width: 256, height: 256 } })).toEqual({
      ok: false,
      error: IMAGE_ERRORS.unreadable,
    });
  });
});
