// Image files made in the test, of any size: a PNG built byte by byte (works in Node and in
// workerd), and a JPEG of it encoded by Photon. The left half is orange, the right half blue.
const ORANGE = [247, 147, 26, 255];
const BLUE = [30, 64, 175, 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array([...type].map((c) => c.charCodeAt(0)).concat(Array.from(data)));
  return new Uint8Array([...u32be(data.length), ...typed, ...u32be(crc32(typed))]);
}

async function zlib(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An RGBA PNG of `width` × `height` pixels. */
export async function png(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const row = new Uint8Array(1 + width * 4);
  for (let x = 0; x < width; x++) row.set(x < width / 2 ? ORANGE : BLUE, 1 + x * 4);
  const pixels = new Uint8Array(row.length * height);
  for (let y = 0; y < height; y++) pixels.set(row, y * row.length);
  const header = new Uint8Array([...u32be(width), ...u32be(height), 8, 6, 0, 0, 0]);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await zlib(pixels)),
    chunk("IEND", new Uint8Array()),
  ];
  const file = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    file.set(part, offset);
    offset += part.length;
  }
  return file;
}

/** The same picture as a JPEG. */
export async function jpeg(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const { PhotonImage } = await import("@cf-wasm/photon");
  const image = PhotonImage.new_from_byteslice(await png(width, height));
  try {
    return new Uint8Array(image.get_bytes_jpeg(85));
  } finally {
    image.free();
  }
}
