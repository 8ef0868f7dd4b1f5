// Our header reader against the decoder (Photon, i.e. Rust's `image` crate) on valid JPEG, PNG,
// GIF and WebP files and on mutations of them: fill bytes, duplicate and misplaced size records,
// truncated segments, stray bytes. For every file, either we refuse it, or the decoder fails, or
// both read the same size. Sizes stay small, so a disagreement costs no real decode.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { readImageHeader } from "#app/server/images/image-header.server.ts";
import { pictureGif } from "#test/support/gif.ts";
import { fillByteJpeg } from "#test/support/image-bombs.ts";
import { jpeg, png } from "#test/support/images.ts";

type Photon = typeof import("@cf-wasm/photon");
let photon: Photon;
beforeAll(async () => {
  photon = await import("@cf-wasm/photon");
});

function decodedSize(bytes: Uint8Array): { width: number; height: number } | null {
  let image: InstanceType<Photon["PhotonImage"]> | undefined;
  try {
    image = photon.PhotonImage.new_from_byteslice(bytes);
    return { width: image.get_width(), height: image.get_height() };
  } catch {
    return null;
  } finally {
    image?.free();
  }
}

/** What the upload would be allowed to decode to, or null when it is refused from its header. */
function accepted(bytes: Uint8Array) {
  const header = readImageHeader(bytes);
  return header && !header.animated ? header : null;
}

function expectAgreement(name: string, bytes: Uint8Array) {
  const ours = accepted(bytes);
  if (!ours) return "refused";
  const decoded = decodedSize(bytes);
  if (!decoded) return "undecodable";
  // A GIF is sized by the largest area any of its frames reaches: what the decoder allocates, at
  // least as large as the screen size it reports.
  if (ours.type === "gif") {
    expect(ours.width, name).toBeGreaterThanOrEqual(decoded.width);
    expect(ours.height, name).toBeGreaterThanOrEqual(decoded.height);
  } else {
    expect({ width: ours.width, height: ours.height }, name).toEqual(decoded);
  }
  return "agreed";
}

const concat = (...parts: (Uint8Array | number[])[]) => {
  const arrays = parts.map((part) => (part instanceof Uint8Array ? part : new Uint8Array(part)));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let offset = 0;
  for (const a of arrays) {
    out.set(a, offset);
    offset += a.length;
  }
  return out;
};
const u16be = (n: number) => [(n >>> 8) & 255, n & 255];
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Every cut of the file: at each of its first 300 bytes, then every 7th. */
function* truncations(name: string, file: Uint8Array): Generator<[string, Uint8Array]> {
  for (let end = 0; end < file.length; end += end < 300 ? 1 : 7) yield [`${name} cut at ${end}`, file.slice(0, end)];
}

/** The offsets of a JPEG's segments before its first scan: [offset, marker, total length]. */
function jpegSegments(file: Uint8Array): [number, number, number][] {
  const segments: [number, number, number][] = [];
  let offset = 2;
  while (offset + 4 <= file.length && file[offset + 1] !== 0xda) {
    const total = 2 + ((file[offset + 2]! << 8) | file[offset + 3]!);
    segments.push([offset, file[offset + 1]!, total]);
    offset += total;
  }
  segments.push([offset, 0xda, 0]);
  return segments;
}

function* jpegMutations(valid: Uint8Array): Generator<[string, Uint8Array]> {
  yield ["valid", valid];
  const segments = jpegSegments(valid);
  const sof = segments.find(([, marker]) => marker === 0xc0)!;
  const [sofAt, , sofTotal] = sof;
  const sofSegment = valid.slice(sofAt, sofAt + sofTotal);
  const resized = (width: number, height: number, marker = 0xc0) => {
    const copy = sofSegment.slice();
    copy[1] = marker;
    copy.set(u16be(height), 5);
    copy.set(u16be(width), 7);
    return copy;
  };
  for (const [at, marker] of segments) {
    for (const fill of [1, 2, 5])
      yield [
        `${fill} fill bytes before ${marker.toString(16)}`,
        concat(valid.slice(0, at), new Array(fill).fill(0xff), valid.slice(at)),
      ];
    for (const stray of [[0x00], [0x12, 0x34], [0xff, 0x00]])
      yield [`stray ${stray} before ${marker.toString(16)}`, concat(valid.slice(0, at), stray, valid.slice(at))];
    for (const standalone of [0xd0, 0xd7, 0xd8, 0xd9, 0x01])
      yield [
        `marker ${standalone.toString(16)} before ${marker.toString(16)}`,
        concat(valid.slice(0, at), [0xff, standalone], valid.slice(at)),
      ];
    yield [
      `a second frame header before ${marker.toString(16)}`,
      concat(valid.slice(0, at), resized(40, 30), valid.slice(at)),
    ];
    yield [
      `a frame header inside a comment before ${marker.toString(16)}`,
      concat(valid.slice(0, at), [0xff, 0xfe, ...u16be(2 + sofTotal)], resized(40, 30), valid.slice(at)),
    ];
    if (marker !== 0xda)
      for (const delta of [-3, -1, 1, 2]) {
        const copy = valid.slice();
        copy.set(u16be(((valid[at + 2]! << 8) | valid[at + 3]!) + delta), at + 2);
        yield [`${marker.toString(16)} length ${delta > 0 ? "+" : ""}${delta}`, copy];
      }
  }
  yield ["fill byte before a resized frame (the bomb, small)", fillByteJpeg(valid, { width: 40, height: 30 })];
  yield ["a second frame header at the end", concat(valid.slice(0, -2), resized(40, 30), [0xff, 0xd9])];
  yield ["a frame header after the end", concat(valid, resized(40, 30))];
  for (let kind = 0xc0; kind <= 0xcf; kind++)
    yield [
      `frame marker ${kind.toString(16)}`,
      concat(valid.slice(0, sofAt), resized(24, 16, kind), valid.slice(sofAt + sofTotal)),
    ];
  for (const [width, height] of [
    [40, 30],
    [0, 16],
    [24, 0],
  ])
    yield [
      `frame of ${width} x ${height}`,
      concat(valid.slice(0, sofAt), resized(width!, height!), valid.slice(sofAt + sofTotal)),
    ];
  yield* truncations("jpeg", valid);
}

function* pngMutations(valid: Uint8Array): Generator<[string, Uint8Array]> {
  yield ["valid", valid];
  const ihdr = valid.slice(8, 33);
  const other = (width: number, height: number) => {
    const copy = ihdr.slice();
    copy.set(u32be(width), 8);
    copy.set(u32be(height), 12);
    return copy;
  };
  yield ["a second IHDR", concat(valid.slice(0, 33), other(40, 30), valid.slice(33))];
  yield ["an IHDR before the IHDR", concat(valid.slice(0, 8), other(40, 30), valid.slice(8))];
  const text = [...u32be(4), ...ascii("tEXt"), ...ascii("a\0bc"), 0, 0, 0, 0];
  yield ["a chunk before the IHDR", concat(valid.slice(0, 8), text, valid.slice(8))];
  for (const length of [12, 14]) {
    const copy = valid.slice();
    copy.set(u32be(length), 8);
    yield [`IHDR of length ${length}`, copy];
  }
  for (let i = 0; i < 8; i++) {
    const copy = valid.slice();
    copy[i] = copy[i]! ^ 0x20;
    yield [`signature byte ${i} changed`, copy];
  }
  yield* truncations("png", valid);
}

function* gifMutations(valid: Uint8Array): Generator<[string, Uint8Array]> {
  yield ["valid", valid];
  const frameAt = valid.indexOf(0x2c, 13 + 12);
  const frame = (left: number, top: number, width: number, height: number) => {
    const copy = valid.slice();
    copy.set(
      [left & 255, left >> 8, top & 255, top >> 8, width & 255, width >> 8, height & 255, height >> 8],
      frameAt + 1,
    );
    return copy;
  };
  yield ["a frame larger than the screen", frame(0, 0, 40, 30)];
  yield ["a frame off the screen", frame(30, 20, 24, 16)];
  yield ["a frame smaller than the screen", frame(2, 2, 8, 8)];
  const screen = valid.slice();
  screen.set([40, 0, 30, 0], 6);
  yield ["a screen larger than the frame", screen];
  yield ["GIF87a", concat(ascii("GIF87a"), valid.slice(6))];
  yield ["GIF88a", concat(ascii("GIF88a"), valid.slice(6))];
  yield ["an unknown block", concat(valid.slice(0, frameAt), [0x99], valid.slice(frameAt))];
  yield ["a comment", concat(valid.slice(0, frameAt), [0x21, 0xfe, 2, 0x2c, 0x2c, 0], valid.slice(frameAt))];
  yield ["a broken comment", concat(valid.slice(0, frameAt), [0x21, 0xfe, 200, 0x2c], valid.slice(frameAt))];
  yield ["a second frame", concat(valid.slice(0, -1), valid.slice(frameAt))];
  yield* truncations("gif", valid);
}

function* webpMutations(name: string, valid: Uint8Array): Generator<[string, Uint8Array]> {
  yield [`${name} valid`, valid];
  const chunkAt = (fourcc: string) => {
    for (let at = 12; at + 8 <= valid.length; at += 8 + (((valid[at + 4]! | (valid[at + 5]! << 8)) + 1) & ~1))
      if (String.fromCharCode(...valid.subarray(at, at + 4)) === fourcc) return at;
    return -1;
  };
  const vp8x = chunkAt("VP8X");
  if (vp8x >= 0) {
    const canvas = valid.slice();
    canvas.set([39, 0, 0, 29, 0, 0], vp8x + 12);
    yield [`${name} canvas larger than the frame`, canvas];
    const smaller = valid.slice();
    smaller.set([7, 0, 0, 7, 0, 0], vp8x + 12);
    yield [`${name} canvas smaller than the frame`, smaller];
    const animated = valid.slice();
    animated[vp8x + 8]! |= 0x02;
    yield [`${name} flagged as an animation`, animated];
    const after = vp8x + 18;
    yield [
      `${name} unknown chunk`,
      concat(valid.slice(0, after), [...ascii("ABCD"), ...u32le(2), 1, 2], valid.slice(after)),
    ];
    yield [
      `${name} EXIF chunk`,
      concat(valid.slice(0, after), [...ascii("EXIF"), ...u32le(2), 1, 2], valid.slice(after)),
    ];
    yield [`${name} truncated VP8X`, concat(valid.slice(0, vp8x + 4), u32le(6), valid.slice(vp8x + 8, vp8x + 14))];
  }
  const lossy = chunkAt("VP8 ");
  if (lossy >= 0) {
    const resized = valid.slice();
    resized.set([40, 0, 30, 0], lossy + 14);
    yield [`${name} VP8 frame resized`, resized];
    const interframe = valid.slice();
    interframe[lossy + 8]! |= 1;
    yield [`${name} VP8 interframe`, interframe];
    const magic = valid.slice();
    magic[lossy + 11] = 0;
    yield [`${name} VP8 without its start code`, magic];
  }
  const lossless = chunkAt("VP8L");
  if (lossless >= 0) {
    const signature = valid.slice();
    signature[lossless + 8] = 0x2e;
    yield [`${name} VP8L signature`, signature];
  }
  const first = vp8x >= 0 ? vp8x : lossy >= 0 ? lossy : lossless;
  const firstLength = valid[first + 4]! | (valid[first + 5]! << 8);
  for (const delta of [-4, -1, 1, 4, 1000]) {
    const copy = valid.slice();
    copy.set(u32le(firstLength + delta), first + 4);
    yield [`${name} first chunk length ${delta}`, copy];
  }
  yield [`${name} a second image`, concat(valid, valid.slice(12))];
  yield [
    `${name} another chunk first`,
    concat(valid.slice(0, 12), [...ascii("EXIF"), ...u32le(2), 1, 2], valid.slice(12)),
  ];
  yield* truncations(name, valid);
}

function runAll(mutations: Iterable<[string, Uint8Array]>) {
  const outcomes = { refused: 0, undecodable: 0, agreed: 0 };
  for (const [name, bytes] of mutations) outcomes[expectAgreement(name, bytes)]++;
  return outcomes;
}

describe("our header reader and the decoder", { timeout: 30_000 }, () => {
  it("agree on JPEG, or the file is refused", async () => {
    const outcomes = runAll(jpegMutations(await jpeg(24, 16)));
    expect(outcomes.agreed).toBeGreaterThan(10);
  });

  it("agree on PNG, or the file is refused", async () => {
    const outcomes = runAll(pngMutations(await png(24, 16)));
    expect(outcomes.agreed).toBeGreaterThan(1);
  });

  it("agree on GIF, or the file is refused", () => {
    const valid = pictureGif(24, 16);
    expect(decodedSize(valid)).toEqual({ width: 24, height: 16 });
    const outcomes = runAll(gifMutations(valid));
    expect(outcomes.agreed).toBeGreaterThan(3);
  });

  it("agree on WebP (lossy, lossless, extended with alpha), or the file is refused", () => {
    for (const name of ["lossy", "lossless", "alpha"]) {
      const valid = new Uint8Array(readFileSync(`test/fixtures/${name}.webp`));
      expect(decodedSize(valid), name).toEqual({ width: 24, height: 16 });
      const outcomes = runAll(webpMutations(name, valid));
      expect(outcomes.agreed, name).toBeGreaterThan(1);
    }
  });

  it("read the fill-byte JPEG at the size the decoder would decode, so its 144 Mpx are refused", async () => {
    expect(readImageHeader(fillByteJpeg(await jpeg(24, 16)))).toMatchObject({
      type: "jpeg",
      width: 12000,
      height: 12000,
    });
  });
});
