// The price badge other sites embed with an <img>: a small shields-style SVG, "1 BTC | €61,234.75",
// and under it, in a second row, when and where the price is from ("Nov 29, 14:05 UTC · CoinGecko",
// shortened to what fits); the whole sentence is also in <title> for screen readers. Widths are
// estimated from the character count, as the SVG is drawn without measuring fonts (about 7 px a
// character at 11 px Verdana, 5.5 px at 9 px).
import { escapeXml } from "#app/lib/xml.ts";

const ROW_HEIGHT = 20;
const DETAIL_HEIGHT = 14;
/** The badge's height with its second row: what the snippet's <img> says. */
export const BADGE_HEIGHT = ROW_HEIGHT + DETAIL_HEIGHT;
const CHAR_WIDTH = 7;
const DETAIL_CHAR_WIDTH = 5.5;
const PADDING = 12;
const LABEL = "1 BTC";
const LABEL_FILL = "#334155";
const DETAIL_FILL = "#f1f5f9";
const DETAIL_TEXT = "#334155";
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
  return `<img src="${escapeXml(src)}" alt="Bitcoin price in ${escapeXml(currencyName)}" height="${BADGE_HEIGHT}">`;
}

export interface BadgeContent {
  /** The right-hand text: the price, or that it is unavailable. */
  value: string;
  /** The second row, longest first: when and where the price is from; empty without a price. */
  details: string[];
  /** What a screen reader says: the whole sentence. */
  title: string;
  tone: keyof typeof VALUE_FILL;
}

const textWidth = (text: string) => [...text].length * CHAR_WIDTH + PADDING;
const detailWidth = (text: string) => Math.ceil([...text].length * DETAIL_CHAR_WIDTH + PADDING);

/** The badge's size and second row: the longest detail that fits the price's row, else the shortest, widening it. */
export function badgeLayout({ value, details }: Pick<BadgeContent, "value" | "details">) {
  const rowWidth = textWidth(LABEL) + textWidth(value);
  const detail = details.find((text) => detailWidth(text) <= rowWidth) ?? details.at(-1) ?? null;
  return {
    width: Math.max(rowWidth, detail ? detailWidth(detail) : 0),
    height: detail ? BADGE_HEIGHT : ROW_HEIGHT,
    detail,
  };
}

export function priceBadgeSvg(content: BadgeContent): string {
  const { value, title, tone } = content;
  const { width, height, detail } = badgeLayout(content);
  const left = textWidth(LABEL);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="badge-title">`,
    `<title id="badge-title">${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" rx="3" fill="${detail ? DETAIL_FILL : LABEL_FILL}"/>`,
    `<rect width="${width}" height="${ROW_HEIGHT}" rx="3" fill="${LABEL_FILL}"/>`,
    `<rect x="${left}" width="${width - left}" height="${ROW_HEIGHT}" fill="${VALUE_FILL[tone]}"/>`,
    `<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle" aria-hidden="true">`,
    `<text x="${left / 2}" y="14">${LABEL}</text>`,
    `<text x="${left + (width - left) / 2}" y="14">${escapeXml(value)}</text>`,
    `</g>`,
    detail
      ? `<text x="${width / 2}" y="${ROW_HEIGHT + 10}" fill="${DETAIL_TEXT}" font-family="Verdana,DejaVu Sans,sans-serif" font-size="9" text-anchor="middle" aria-hidden="true">${escapeXml(detail)}</text>`
      : "",
    `</svg>`,
  ].join("");
}
