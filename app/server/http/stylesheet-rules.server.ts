// The site's stylesheet as a list of rules, each with the class names it needs, so that a page can
// carry only the rules its HTML uses (app/server/http/page-stylesheet.server.ts). The stylesheet
// is parsed once per isolate; picking a page's rules is then set lookups.

/**
 * One piece of the stylesheet, in its order: a style rule kept when every class of one of its
 * selectors is on the page (`needs`: per selector, its classes; null when a selector names none),
 * any other text (at-rules such as @keyframes and @font-face) always kept, and the head and end
 * of a @media or @supports block, kept around the rules inside it that are kept.
 */
type Piece =
  | { kind: "rule"; text: string; needs: string[][] | null }
  | { kind: "text"; text: string }
  | { kind: "open"; text: string }
  | { kind: "close" };

export type StylesheetRules = readonly Piece[];

/** At-rules whose block holds style rules, each of them kept or not on its own. */
const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/i;

/** Parses a stylesheet (CSS as Tailwind and esbuild write it: no nesting inside style rules). */
export function parseStylesheet(css: string): StylesheetRules {
  const pieces: Piece[] = [];
  parseBlock(css, 0, css.length, pieces);
  return pieces;
}

/** The stylesheet's text that a page whose elements carry `classes` uses, in the stylesheet's order. */
export function rulesFor(rules: StylesheetRules, classes: ReadonlySet<string>): string {
  const out: string[] = [];
  const opened: number[] = [];
  for (const piece of rules) {
    switch (piece.kind) {
      case "rule":
        if (piece.needs === null || piece.needs.some((names) => names.every((name) => classes.has(name)))) {
          out.push(piece.text);
        }
        break;
      case "text":
        out.push(piece.text);
        break;
      case "open":
        opened.push(out.length);
        out.push(piece.text);
        break;
      case "close":
        // A block none of whose rules is kept is left out whole.
        if (out.length === opened.pop()! + 1) out.pop();
        else out.push("}");
        break;
    }
  }
  return out.join("");
}

/** Every class that some rule needs, each once. */
export function classesOf(rules: StylesheetRules): string[] {
  const names = new Set<string>();
  for (const piece of rules)
    if (piece.kind === "rule") for (const selector of piece.needs ?? []) for (const name of selector) names.add(name);
  return [...names];
}

function parseBlock(css: string, start: number, end: number, pieces: Piece[]): void {
  let at = start;
  while (at < end) {
    at = skipSpaceAndComments(css, at, end);
    if (at >= end) return;
    const stop = findOutside(css, at, end, "{", ";");
    const prelude = css.slice(at, stop).trim();
    if (stop >= end || css[stop] === ";") {
      // A statement such as @import or @layer a, b; (or text past a last rule).
      if (prelude) pieces.push({ kind: "text", text: css.slice(at, Math.min(stop + 1, end)) });
      at = stop + 1;
      continue;
    }
    const close = findOutside(css, stop + 1, end, "}");
    if (GROUPING_AT_RULE.test(prelude)) {
      pieces.push({ kind: "open", text: `${prelude}{` });
      parseBlock(css, stop + 1, close, pieces);
      pieces.push({ kind: "close" });
    } else {
      const text = `${prelude}${css.slice(stop, close + 1)}`;
      pieces.push(
        prelude.startsWith("@") ? { kind: "text", text } : { kind: "rule", text, needs: neededClasses(prelude) },
      );
    }
    at = close + 1;
  }
}

/**
 * For each selector of a list, the classes an element chain must carry for it to match; null when
 * one selector names no class (it may match any page). Classes inside :not(), :has(), :is() and
 * other functional pseudo-classes are not counted: a rule is never dropped for them.
 */
function neededClasses(selectorList: string): string[][] | null {
  const needs: string[][] = [];
  for (const selector of splitOutside(selectorList, ",")) {
    const names = topLevelClasses(selector);
    if (names.length === 0) return null;
    needs.push(names);
  }
  return needs;
}

function topLevelClasses(selector: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === "\\") i++;
    else if (char === '"' || char === "'") i = endOfString(selector, i);
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "." && depth === 0) {
      const end = endOfIdentifier(selector, i + 1);
      const name = selector.slice(i + 1, end);
      names.push(name.includes("\\") ? unescapeIdentifier(name) : name);
      i = end - 1;
    }
  }
  return names;
}

/** Tailwind writes `md:flex` as `md\:flex` and `w-1/2` as `w-1\/2`; the HTML has them plain. */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n]?|([^]))/g, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

function endOfIdentifier(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const char = text[i]!;
    if (char === "\\") {
      const hex = /^[0-9a-fA-F]{1,6}[ \t\n]?/.exec(text.slice(i + 1, i + 8));
      i += hex ? hex[0].length + 1 : 2;
    } else if (isIdentifierChar(char.charCodeAt(0))) i++;
    else break;
  }
  return i;
}

/** A letter, digit, `_`, `-` or any non-ASCII character. */
function isIdentifierChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 45 ||
    code === 95 ||
    code > 0x7f
  );
}

const BACKSLASH = 92;
const QUOTE = 34;
const APOSTROPHE = 39;
const SLASH = 47;
const STAR = 42;
const OPENING = new Set([40, 91, 123]); // ( [ {
const CLOSING = new Set([41, 93, 125]); // ) ] }

/**
 * The index of the first character `stop` (or `orStop`) at `from` or after, outside strings,
 * comments, brackets, parentheses and braces (`end` when none).
 */
function findOutside(css: string, from: number, end: number, stop: string, orStop = stop): number {
  const stopCode = stop.charCodeAt(0);
  const orStopCode = orStop.charCodeAt(0);
  let depth = 0;
  for (let i = from; i < end; i++) {
    const code = css.charCodeAt(i);
    if (code === BACKSLASH) i++;
    else if (code === QUOTE || code === APOSTROPHE) i = endOfString(css, i);
    else if (code === SLASH && css.charCodeAt(i + 1) === STAR) i = endOfComment(css, i);
    else if (depth === 0 && (code === stopCode || code === orStopCode)) return i;
    else if (OPENING.has(code)) depth++;
    else if (CLOSING.has(code)) depth--;
  }
  return end;
}

function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let at = 0;
  while (at <= text.length) {
    const stop = findOutside(text, at, text.length, separator);
    parts.push(text.slice(at, stop));
    at = stop + 1;
  }
  return parts;
}

/** The index of the quote that closes the string opening at `start`. */
function endOfString(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === quote) return i;
  }
  return text.length;
}

function endOfComment(css: string, start: number): number {
  const close = css.indexOf("*/", start + 2);
  return close === -1 ? css.length : close + 1;
}

function skipSpaceAndComments(css: string, from: number, end: number): number {
  let i = from;
  while (i < end) {
    if (css.charCodeAt(i) <= 32) i++;
    else if (css[i] === "/" && css[i + 1] === "*") i = endOfComment(css, i) + 1;
    else break;
  }
  return i;
}
