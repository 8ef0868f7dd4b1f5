// A JPEG's size, read as jpeg-decoder 0.3 (the decoder behind Photon) reads it.
//
// The decoder reads markers one after the other: an FF, any number of fill bytes (more FF), then
// the marker's code. Before the frame header it accepts only tables (DQT, DHT, DRI), comments and
// APPn segments, each skipped by its length, and fails on any other marker. The first frame
// header (SOFn) fixes the size it allocates for; a second one makes it fail. So we walk the same
// way to the first frame header and take its size, and refuse what the decoder would not read as
// we do: stray bytes between segments (which it skips, looking for the next FF), a cut segment,
// a frame header of the wrong length, a second frame header anywhere later in the file.
import type { ImageHeader } from "#app/server/images/image-header.server.ts";

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DHT = 0xc4;
const DQT = 0xdb;
const DRI = 0xdd;
const COM = 0xfe;

/** SOF0-SOF3: the frame kinds the decoder decodes (the differential and arithmetic ones it refuses). */
const isDecodableFrame = (marker: number) => marker >= 0xc0 && marker <= 0xc3;
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== DHT && marker !== 0xc8 && marker !== 0xcc;
const isSkippable = (marker: number) =>
  marker === DQT || marker === DHT || marker === DRI || marker === COM || (marker >= 0xe0 && marker <= 0xef);
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * The marker whose FF starts at `offset`, after any fill bytes, and where its segment starts; null
 * when there is no FF there (stray bytes) or no marker before the end.
 */
function markerAt(bytes: Uint8Array, offset: number): { marker: number; next: number } | null {
  if (bytes[offset] !== 0xff) return null;
  let at = offset;
  while (bytes[at] === 0xff) at++;
  if (at >= bytes.length || bytes[at] === 0x00) return null;
  return { marker: bytes[at]!, next: at + 1 };
}

/** The offset after the segment whose length field is at `offset`, or null when it is cut or malformed. */
function segmentEnd(bytes: Uint8Array, offset: number): number | null {
  if (offset + 2 > bytes.length) return null;
  const length = (bytes[offset]! << 8) | bytes[offset + 1]!;
  if (length < 2 || offset + length > bytes.length) return null;
  return offset + length;
}

function frameHeader(bytes: Uint8Array, marker: number, offset: number): ImageHeader | null {
  const end = segmentEnd(bytes, offset);
  if (end === null || !isDecodableFrame(marker)) return null;
  const precision = bytes[offset + 2]!;
  const components = bytes[offset + 7]!;
  if (end - offset !== 8 + 3 * components || ![1, 3, 4].includes(components)) return null;
  if (precision !== 8 && !(marker === 0xc3 && precision >= 2 && precision <= 16)) return null;
  const height = (bytes[offset + 3]! << 8) | bytes[offset + 4]!;
  const width = (bytes[offset + 5]! << 8) | bytes[offset + 6]!;
  return { type: "jpeg", width, height };
}

/**
 * Whether the rest of the file, after the frame header, is segments and scans with no second
 * frame header before the end of the image. In a scan's entropy-coded data an FF is followed by 00
 * (a stuffed byte), by a restart marker, or by the marker that ends the scan.
 */
function restIsOneFrame(bytes: Uint8Array, start: number): boolean {
  let offset = start;
  while (offset < bytes.length) {
    const found = markerAt(bytes, offset);
    if (!found || isFrame(found.marker) || found.marker === SOI) return false;
    if (found.marker === EOI) return true;
    if (!isSkippable(found.marker) && found.marker !== SOS) return false;
    const end = segmentEnd(bytes, found.next);
    if (end === null) return false;
    offset = end;
    if (found.marker !== SOS) continue;
    while (offset < bytes.length) {
      if (bytes[offset] !== 0xff) {
        offset++;
        continue;
      }
      let at = offset + 1;
      while (bytes[at] === 0xff) at++;
      if (bytes[at] === 0x00 || (at < bytes.length && isRestart(bytes[at]!))) offset = at + 1;
      else break;
    }
  }
  // Cut short: the decoder fails at the end of the data, having allocated for the one frame.
  return true;
}

export function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  let offset = 2;
  for (;;) {
    const found = markerAt(bytes, offset);
    if (!found) return null;
    if (isFrame(found.marker)) {
      const header = frameHeader(bytes, found.marker, found.next);
      if (!header || !restIsOneFrame(bytes, segmentEnd(bytes, found.next)!)) return null;
      return header;
    }
    if (!isSkippable(found.marker)) return null;
    const end = segmentEnd(bytes, found.next);
    if (end === null) return null;
    offset = end;
  }
}
