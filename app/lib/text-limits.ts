// How a field's length is counted against its limit, the same in the browser's counter and in the
// server's rules: in UTF-16 code units as JavaScript counts, with a line break as one character
// however the browser sent it (a form carries a textarea's line breaks as CR LF).
import { formatNumber } from "#app/lib/en-us-numbers.ts";

export const countedLength = (text: string) => text.replace(/\r\n?/g, "\n").length;

/** A rule's check: the text is within `limit` characters as counted above. */
export const fitsIn = (limit: number) => (text: string) => countedLength(text) <= limit;

/** From this share of the limit on, screen readers hear how many characters are left. */
export const NEAR_LIMIT_SHARE = 0.9;

/**
 * What a field's counter shows ("1,204 / 200,000"), and what a screen reader hears near or over
 * the limit (nothing before). Until scripts run (and without them) it cannot follow the typing, so
 * it names the limit and only counts a text already over it, as the server sent it back.
 */
export function counterText(
  count: number,
  limit: number,
  live: boolean,
): { shown: string; heard: string; over: boolean; near: boolean } {
  const over = count > limit;
  const near = over || count >= limit * NEAR_LIMIT_SHARE;
  const counted = `${formatNumber(count)} / ${formatNumber(limit)}`;
  if (over) {
    const heard = `${formatNumber(count - limit)} characters over the limit of ${formatNumber(limit)}.`;
    return { shown: `${counted} (over the limit)`, heard, over, near };
  }
  if (!live) return { shown: `Up to ${formatNumber(limit)} characters.`, heard: "", over, near };
  return { shown: counted, heard: near ? `${formatNumber(limit - count)} characters left.` : "", over, near };
}
