// A tool's uploaded logo and screenshot. Each upload is stored as WebP in the tool-images bucket
// under a name of its own, {tool id}/{kind}-{random}-{width}x{height}.webp, and served by the site
// at /tool-images/{name}. A name never changes content, so browsers may keep a file for good, and
// the name says the image's size, so a page can reserve its room before it loads.
import { isUuid } from "#app/lib/uuid.ts";

export const TOOL_IMAGE_KINDS = ["logo", "screenshot"] as const;
export type ToolImageKind = (typeof TOOL_IMAGE_KINDS)[number];

export const TOOL_IMAGE_PATH_PREFIX = "/tool-images/";

/** The box each kind is scaled down to fit, aspect kept. */
export const TOOL_IMAGE_BOXES: Record<ToolImageKind, { width: number; height: number }> = {
  logo: { width: 256, height: 256 },
  screenshot: { width: 1600, height: 1200 },
};

/** The types an upload may have, for the file inputs' `accept`. */
export const TOOL_IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

export interface ToolImageName {
  toolId: string;
  kind: ToolImageKind;
  width: number;
  height: number;
}

const NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(logo|screenshot)-[0-9a-f]{32}-([1-9][0-9]{0,3})x([1-9][0-9]{0,3})\.webp$/;

/** What a stored name says, or null when it is not one of ours. */
export function parseToolImageKey(key: string): ToolImageName | null {
  const match = NAME.exec(key);
  if (!match) return null;
  return { toolId: match[1]!, kind: match[2] as ToolImageKind, width: Number(match[3]), height: Number(match[4]) };
}

/** The stored name of a new upload; `random` is 32 hex digits. */
export function toolImageKey(
  toolId: string,
  kind: ToolImageKind,
  random: string,
  size: { width: number; height: number },
) {
  if (!isUuid(toolId) || !/^[0-9a-f]{32}$/.test(random))
    throw new Error("A tool image is named by a tool id and 32 hex digits.");
  return `${toolId.toLowerCase()}/${kind}-${random}-${size.width}x${size.height}.webp`;
}

/** The stored name behind an image URL of ours, or null (none, a lettermark, another site's URL). */
export function toolImageKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(TOOL_IMAGE_PATH_PREFIX)) return null;
  const key = url.slice(TOOL_IMAGE_PATH_PREFIX.length);
  return parseToolImageKey(key) ? key : null;
}

/** An image URL with its size when it is one of our uploads (the size is unknown for others). */
export function toolImage(url: string): { url: string; width?: number; height?: number } {
  const key = toolImageKeyOf(url);
  const name = key ? parseToolImageKey(key) : null;
  return name ? { url, width: name.width, height: name.height } : { url };
}
