// A website's SVG icon is someone else's file, drawn in our Worker: it is read only when it is
// small and self-contained. Anything that could make the renderer reach for another file (an
// <image>, an href or url() that is not a fragment of the same file, a stylesheet import), run
// code, expand entities, or cost far more to draw than an icon (filters) is refused before resvg
// sees it, so the drawing can never fetch or read anything. It is drawn at the logo's size at most.
import { svgToPngWithin } from "#app/server/seo/svg-to-png.server.ts";

export const SVG_ICON_MAX_BYTES = 100_000;

export const SVG_ERRORS = {
  tooLarge: `SVG icons must be at most ${SVG_ICON_MAX_BYTES / 1000} KB.`,
  external: "The SVG icon refers to other files or contains scripts, so it was not drawn.",
  unreadable: "The SVG icon could not be drawn.",
} as const;

const REFUSED = [
  /<!DOCTYPE|<!ENTITY/i,
  /<\s*(?:[\w-]+:)?(?:script|foreignObject|image|feImage|filter|iframe|object|embed)\b/i,
  // href / xlink:href / src to anything but a fragment of this file.
  /\b(?:[\w-]+:)?(?:href|src)\s*=\s*["']?\s*(?!#)[^\s"'>]/i,
  /url\(\s*["']?\s*(?!#)/i,
  /@import/i,
  /\bon[a-z]+\s*=/i,
];

export const looksLikeSvg = (text: string) => /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg\b/i.test(text);

export async function svgIconToPng(
  bytes: Uint8Array,
  side: number,
): Promise<{ ok: true; png: Uint8Array } | { ok: false; error: string }> {
  if (bytes.length > SVG_ICON_MAX_BYTES) return { ok: false, error: SVG_ERRORS.tooLarge };
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (REFUSED.some((pattern) => pattern.test(text))) return { ok: false, error: SVG_ERRORS.external };
  if (!looksLikeSvg(text)) return { ok: false, error: SVG_ERRORS.unreadable };
  const png = await svgToPngWithin(text, side);
  return png ? { ok: true, png } : { ok: false, error: SVG_ERRORS.unreadable };
}
