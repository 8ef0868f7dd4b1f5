// What a home page declares about its images, read from its <head>: the icons (`<link rel="icon">`,
// `apple-touch-icon`), the web manifest and the `og:image`, each as an absolute address. Icons are
// ranked best first: an SVG is drawn at the logo's full size, a raster counts by its largest
// declared size (or a usual size for its kind when it declares none).
import { TOOL_IMAGE_BOXES } from "#app/lib/tool-images.ts";

export interface IconCandidate {
  url: string;
  /** The side in pixels it would give the logo, for ranking. */
  side: number;
  vector: boolean;
}

export interface DeclaredImages {
  icons: IconCandidate[];
  manifestUrl: string | null;
  ogImageUrl: string | null;
}

const LOGO_SIDE = TOOL_IMAGE_BOXES.logo.width;
/** What an icon that does not say its size usually is. */
const USUAL_SIDE = { "apple-touch-icon": 180, icon: 32 } as const;

const TAG = /<(link|meta|base)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE))
    found[name!.toLowerCase()] ??= decodeEntities(double ?? single ?? bare ?? "");
  return found;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16) || 0xfffd);
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)) || 0xfffd);
    return { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" }[lower] ?? whole;
  });
}

/**
 * An http(s) address from `href` relative to `base`, or null. An absolute address is kept as
 * written, so that the public-address guard judges the host as the page wrote it (a decimal IP,
 * a trailing dot), not as URL parsing normalises it.
 */
export function absoluteHttpUrl(href: string | undefined, base: string): string | null {
  const written = href?.trim();
  if (!written) return null;
  try {
    const url = new URL(written, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (/^[a-z][a-z0-9+.-]*:/i.test(written)) return written;
    if (/^[\\/]{2}/.test(written)) return `${url.protocol}${written}`;
    return url.href;
  } catch {
    return null;
  }
}

/** The largest side in a `sizes` value ("16x16 32x32"), "any" for a scalable one, null when none. */
function largestSize(sizes: string | undefined): number | "any" | null {
  if (!sizes) return null;
  if (/\bany\b/i.test(sizes)) return "any";
  const sides = [...sizes.matchAll(/(\d+)x(\d+)/gi)].map(([, w, h]) => Math.max(Number(w), Number(h)));
  return sides.length ? Math.max(...sides) : null;
}

export function iconCandidate(
  url: string,
  declared: { sizes?: string; type?: string },
  usualSide: number,
): IconCandidate {
  const size = largestSize(declared.sizes);
  const vector = /svg/i.test(declared.type ?? "") || /\.svgz?$/i.test(new URL(url).pathname) || size === "any";
  return { url, vector, side: vector ? LOGO_SIDE : typeof size === "number" ? size : usualSide };
}

/** Best first: the larger side, a raster before an SVG of the same side (drawing costs more). */
export const byBestFirst = (a: IconCandidate, b: IconCandidate) =>
  b.side - a.side || Number(a.vector) - Number(b.vector);

export function readDeclaredImages(html: string, pageUrl: string): DeclaredImages {
  const head = html.split(/<\/head\s*>|<body\b/i)[0] ?? html;
  let base = pageUrl;
  const icons: IconCandidate[] = [];
  let manifestUrl: string | null = null;
  let ogImageUrl: string | null = null;
  for (const [, tag, text] of head.matchAll(TAG)) {
    const found = attributes(text!);
    switch (tag!.toLowerCase()) {
      case "base":
        base = absoluteHttpUrl(found.href, pageUrl) ?? base;
        break;
      case "meta": {
        const name = (found.property ?? found.name ?? "").toLowerCase();
        if (!ogImageUrl && (name === "og:image" || name === "og:image:url" || name === "og:image:secure_url"))
          ogImageUrl = absoluteHttpUrl(found.content, base);
        break;
      }
      case "link": {
        const rels = (found.rel ?? "").toLowerCase().split(/\s+/);
        const url = absoluteHttpUrl(found.href, base);
        if (!url) break;
        if (rels.includes("manifest")) manifestUrl ??= url;
        else if (rels.includes("apple-touch-icon") || rels.includes("apple-touch-icon-precomposed"))
          icons.push(iconCandidate(url, found, USUAL_SIDE["apple-touch-icon"]));
        else if (rels.includes("icon")) icons.push(iconCandidate(url, found, USUAL_SIDE.icon));
        break;
      }
    }
  }
  return { icons: icons.sort(byBestFirst), manifestUrl, ogImageUrl };
}

/** A web manifest's icons, best first; monochrome-only ones are left out. */
export function readManifestIcons(manifest: unknown, manifestUrl: string): IconCandidate[] {
  const icons = (manifest as { icons?: unknown } | null)?.icons;
  if (!Array.isArray(icons)) return [];
  const found: IconCandidate[] = [];
  for (const icon of icons.slice(0, 50) as { src?: unknown; sizes?: unknown; type?: unknown; purpose?: unknown }[]) {
    if (typeof icon?.src !== "string") continue;
    if (typeof icon.purpose === "string" && icon.purpose.trim().toLowerCase() === "monochrome") continue;
    const url = absoluteHttpUrl(icon.src, manifestUrl);
    if (!url) continue;
    found.push(
      iconCandidate(
        url,
        { sizes: typeof icon.sizes === "string" ? icon.sizes : undefined, type: String(icon.type ?? "") },
        USUAL_SIDE.icon,
      ),
    );
  }
  return found.sort(byBestFirst);
}
