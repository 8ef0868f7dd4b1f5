// The price badge other sites embed with an <img>: a small shields-style SVG, "1 BTC | €61,234.75",
// its text also in <title> for screen readers. Widths are estimated from the character count, as
// the SVG is drawn without measuring fonts (about 7 px a character at 11 px Verdana).
import { escapeXml } from "#app/lib/xml.ts";

const HEIGHT = 20;
const CHAR_WIDTH = 7;
const PADDING = 12;
const LABEL = "1 BTC";
const LABEL_FILL = "#334155";
/** Amber 700 and slate 500: white text on either passes WCAG AA contrast. */
const VALUE_FILL = { price: "#b45309", unavailable: "#64748b" } as const;

export const badgePath = (code: string) => `/badge/btc-${code.toLowerCase()}.svg`;

/** The currency code in a badge's file name ("btc-eur.svg", any case), or null. */
export function badgeCode(file: string): string | null {
  return /^btc-([a-z]{3})\.svg$/i.exec(file)?.[1]?.toUpperCase() ?? null;
}

/** The HTML to paste on another site: an <img> of the badge at its absolute address. */
export function badgeSnippet(siteUrl: string, code: string, currencyName: string): string {
  const src = new URL(badgePath(code), siteUrl).href;
  return `<img src="${escapeXml(src)}" alt="Bitcoin price in ${escapeXml(currencyName)}" height="${HEIGHT}">`;
}

export interface BadgeContent {
  /** The right-hand text: the price, or that it is unavailable. */
  value: string;
  /** What a screen reader says: the whole sentence. */
  title: string;
  tone: keyof typeof VALUE_FILL;
}

const textWidth = (text: string) => [...text].length * CHAR_WIDTH + PADDING;

/** The badge's size in pixels for its right-hand text. */
export const badgeSize = (value: string) => ({ width: textWidth(LABEL) + textWidth(value), height: HEIGHT });

export function priceBadgeSvg({ value, title, tone }: BadgeContent): string {
  const left = textWidth(LABEL);
  const right = textWidth(value);
  const { width } = badgeSize(value);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-labelledby="badge-title">`,
    `<title id="badge-title">${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${HEIGHT}" rx="3" fill="${LABEL_FILL}"/>`,
    `<rect x="${left}" width="${right}" height="${HEIGHT}" fill="${VALUE_FILL[tone]}"/>`,
    `<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle" aria-hidden="true">`,
    `<text x="${left / 2}" y="14">${LABEL}</text>`,
    `<text x="${left + right / 2}" y="14">${escapeXml(value)}</text>`,
    `</g>`,
    `</svg>`,
  ].join("");
}
