// A WebP the site stored in a bucket, as a PNG data URL for the share images' SVG (resvg reads
// PNG, not WebP). Null when it is missing or unreadable, so the drawing goes on without it.
import { webpToPng } from "#app/server/images/webp-image.server.ts";

export async function storedImageAsPngDataUrl(bucket: R2Bucket, key: string): Promise<string | null> {
  try {
    const object = await bucket.get(key);
    if (!object) return null;
    const png = await webpToPng(new Uint8Array(await object.arrayBuffer()));
    return png ? `data:image/png;base64,${base64(png)}` : null;
  } catch {
    return null;
  }
}

export function base64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let binary = "";
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}
