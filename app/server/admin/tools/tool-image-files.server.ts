// The files behind tools' logos and screenshots, in the tool-images bucket. A file is stored
// before the tool points at it and removed only once nothing does, so a tool never names a
// missing file; a failed removal only leaves an unreferenced file behind.
import { randomHex } from "#app/server/images/random-name.server.ts";
import { TOOL_IMAGE_PATH_PREFIX, toolImageKey, toolImageKeyOf, type ToolImageKind } from "#app/lib/tool-images.ts";

/** Puts the image in the bucket under a new name and returns its URL; the tool is not touched yet. */
export async function storeToolImageFile(
  bucket: R2Bucket,
  toolId: string,
  kind: ToolImageKind,
  image: { webp: Uint8Array; width: number; height: number },
): Promise<string> {
  const key = toolImageKey(toolId, kind, randomHex(), image);
  await bucket.put(key, image.webp, { httpMetadata: { contentType: "image/webp" } });
  return `${TOOL_IMAGE_PATH_PREFIX}${key}`;
}

/** Removes the file behind an image URL of ours; other URLs (lettermarks, other sites) are left alone. */
export async function removeToolImageFile(bucket: R2Bucket, url: string | null): Promise<void> {
  const key = toolImageKeyOf(url);
  if (!key) return;
  try {
    await bucket.delete(key);
  } catch (error) {
    console.error("tool image removal", key, error);
  }
}
