// The 1200x630 share images as SVG (the Worker turns them into PNG): a tool without a screenshot,
// a blog post without a featured image, and any other image fitted to the frame.
import { colourFromSlug, initialsFromSlug } from "#app/lib/lettermark.ts";
import { escapeXml } from "#app/lib/xml.ts";

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_FONT_FAMILY = "DejaVu Sans";
/** Blog posts' share images are PNG, which every social site shows (SVG they do not). */
export const POST_SHARE_IMAGE_TYPE = "image/png";

const NAME_FONT_SIZE = 76;
/** DejaVu Sans Bold averages about 0.62 em per character. */
const NAME_LINE_CHARS = Math.floor(680 / (NAME_FONT_SIZE * 0.62));
const NAME_MAX_LINES = 2;

/** Splits a name into at most two lines at spaces; an overlong rest ends with an ellipsis. */
export function wrapName(name: string, lineChars = NAME_LINE_CHARS, maxLines = NAME_MAX_LINES): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of name.trim().split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= lineChars || current === "") {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const kept = lines
    .slice(0, maxLines)
    .map((line) => (line.length > lineChars ? `${line.slice(0, lineChars - 1)}…` : line));
  if (lines.length > maxLines) kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, lineChars - 1)}…`;
  return kept;
}

/**
 * A tool's card: its logo (a PNG data URL) on a white tile when it has one, else its lettermark,
 * beside its name and category.
 */
export function shareImageSvg(tool: {
  name: string;
  slug: string;
  category: string;
  siteName: string;
  logoDataUrl?: string | null;
}): string {
  const lines = wrapName(tool.name);
  const nameTop = lines.length === 1 ? 300 : 262;
  const nameText = lines.map((line, i) => `<tspan x="440" y="${nameTop + i * 88}">${escapeXml(line)}</tspan>`).join("");
  const initials = initialsFromSlug(tool.slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="0.65" stop-color="#1e293b"/><stop offset="1" stop-color="#3b2a12"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
${
  tool.logoDataUrl
    ? `<rect x="80" y="155" width="300" height="300" rx="64" fill="#ffffff"/>
<image href="${escapeXml(tool.logoDataUrl)}" x="120" y="195" width="220" height="220" preserveAspectRatio="xMidYMid meet"/>`
    : `<rect x="80" y="155" width="300" height="300" rx="64" fill="${colourFromSlug(tool.slug)}"/>
<text x="230" y="305" dy="0.35em" text-anchor="middle" font-family="${SHARE_IMAGE_FONT_FAMILY}" font-weight="700" font-size="${initials.length > 1 ? 120 : 150}" fill="#ffffff">${escapeXml(initials)}</text>`
}
<text font-family="${SHARE_IMAGE_FONT_FAMILY}" font-weight="700" font-size="${NAME_FONT_SIZE}" fill="#ffffff">${nameText}</text>
<text x="440" y="${nameTop + lines.length * 88 + 10}" font-family="${SHARE_IMAGE_FONT_FAMILY}" font-weight="700" font-size="34" fill="#f7931a">${escapeXml(tool.category)}</text>
<rect x="80" y="540" width="1040" height="2" fill="#334155"/>
<text x="80" y="590" font-family="${SHARE_IMAGE_FONT_FAMILY}" font-weight="700" font-size="30" fill="#cbd5e1">${escapeXml(tool.siteName)}</text>
</svg>`;
}

const TITLE_FONT_SIZE = 64;
/** A post's title across the card, in at most three lines. */
const TITLE_LINE_CHARS = Math.floor(1040 / (TITLE_FONT_SIZE * 0.62));

/** The share image of a blog post without a featured image: its title on the site's colours. */
export function postTitleCardSvg(post: { title: string; siteName: string }): string {
  const lines = wrapName(post.title, TITLE_LINE_CHARS, 3);
  const top = 300 - ((lines.length - 1) * 80) / 2;
  const titleText = lines.map((line, i) => `<tspan x="80" y="${top + i * 80}">${escapeXml(line)}</tspan>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="0.65" stop-color="#1e293b"/><stop offset="1" stop-color="#3b2a12"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<rect x="80" y="120" width="96" height="8" rx="4" fill="#f7931a"/>
<text font-family="${SHARE_IMAGE_FONT_FAMILY}" font-weight="700" font-size="${TITLE_FONT_SIZE}" fill="#ffffff">${titleText}</text>
<rect x="80" y="540" width="1040" height="2" fill="#334155"/>
<text x="80" y="590" font-family="${SHARE_IMAGE_FONT_FAMILY}" font-weight="700" font-size="30" fill="#cbd5e1">${escapeXml(post.siteName)} · Blog</text>
</svg>`;
}

/** Any image (as a data URL) scaled to cover the 1200x630 frame, centred, the overflow cut off. */
export function framedImageSvg(dataUrl: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="#0f172a"/>
<image href="${escapeXml(dataUrl)}" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" preserveAspectRatio="xMidYMid slice"/>
</svg>`;
}
