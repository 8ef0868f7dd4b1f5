// ICO files: the largest entry is taken, a PNG as it is, a 32-bit bitmap as RGBA pixels (rows
// bottom up, BGRA), and any other depth or a broken directory is refused with its reason.
import { describe, expect, it } from "vitest";
import { ICO_ERRORS, readIco } from "#app/server/images/ico-image.server.ts";
import { bitmapEntry, ico, pngIco } from "#test/support/icons.ts";

describe("readIco", () => {
  it("takes the largest PNG entry", async () => {
    const result = await pngIco([16, 64, 32]).then(readIco);
    expect(
      result.ok && result.kind === "png" && new DataView(result.bytes.buffer, result.bytes.byteOffset).getUint32(16),
    ).toBe(64);
  });

  it("turns a 32-bit bitmap into RGBA pixels", () => {
    const result = readIco(ico([bitmapEntry(8), bitmapEntry(2)]));
    expect(result).toMatchObject({ ok: true, kind: "rgba", width: 8, height: 8 });
    if (result.ok && result.kind === "rgba")
      expect(Array.from(result.pixels.subarray(0, 4))).toEqual([247, 147, 26, 255]);
  });

  it("refuses other bitmap depths and broken directories", () => {
    expect(readIco(ico([bitmapEntry(16, 8)]))).toEqual({ ok: false, error: ICO_ERRORS.bitmapDepth(8) });
    const broken = ico([bitmapEntry(16)]);
    new DataView(broken.buffer).setUint32(6 + 12, broken.length);
    expect(readIco(broken)).toEqual({ ok: false, error: ICO_ERRORS.unreadable });
    expect(readIco(new Uint8Array([0, 0, 1, 0, 0, 0]))).toEqual({ ok: false, error: ICO_ERRORS.unreadable });
  });
});
