// Files that say one size to a careless header reader and another to the decoder.
//
// `fillByteJpeg` takes a valid JPEG and puts one fill byte (FF) before its frame header (SOF0),
// whose size it sets to `size`. A decoder reads FF FF C0 as the SOF0 marker after a fill byte and
// decodes at `size`. A reader that takes FF FF for a marker with a length reads C0 00 as that
// length and lands at fill position + 2 + 0xC000, where a small fake SOF0 (16 x 16) waits inside a
// comment segment that the decoder skips.

const SOF0 = 0xc0;
const COM = 0xfe;
const FAKE_SIZE = 16;

function sofOffset(jpeg: Uint8Array): number {
  let offset = 2;
  while (offset + 4 <= jpeg.length) {
    if (jpeg[offset] !== 0xff) throw new Error("fillByteJpeg needs a JPEG with plain segments before its SOF0");
    if (jpeg[offset + 1] === SOF0) return offset;
    offset += 2 + ((jpeg[offset + 2]! << 8) | jpeg[offset + 3]!);
  }
  throw new Error("fillByteJpeg needs a baseline JPEG (SOF0)");
}

const u16be = (n: number) => [(n >>> 8) & 255, n & 255];

function withSize(segment: Uint8Array, size: { width: number; height: number }): Uint8Array {
  const copy = segment.slice();
  copy.set(u16be(size.height), 5);
  copy.set(u16be(size.width), 7);
  return copy;
}

export function fillByteJpeg(valid: Uint8Array, size = { width: 12000, height: 12000 }): Uint8Array<ArrayBuffer> {
  const sof = sofOffset(valid);
  const sofLength = 2 + ((valid[sof + 2]! << 8) | valid[sof + 3]!);
  const realSof = withSize(valid.subarray(sof, sof + sofLength), size);
  const fakeSof = withSize(valid.subarray(sof, sof + sofLength), { width: FAKE_SIZE, height: FAKE_SIZE });
  const fill = sof;
  const comment = fill + 1 + sofLength;
  const fakeAt = fill + 2 + 0xc000;
  const before = fakeAt - (comment + 4);
  const commentData = new Uint8Array(before + fakeSof.length + 16);
  commentData.set(fakeSof, before);
  const parts = [
    valid.subarray(0, sof),
    new Uint8Array([0xff]),
    realSof,
    new Uint8Array([0xff, COM, ...u16be(2 + commentData.length)]),
    commentData,
    valid.subarray(sof + sofLength),
  ];
  const file = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    file.set(part, offset);
    offset += part.length;
  }
  return file;
}
