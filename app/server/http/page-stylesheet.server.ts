// A page carries in its head only the stylesheet rules its own elements use (about half of the
// file), so its HTML stays small and its first paint still waits for no other request; with
// JavaScript the browser then links the whole file for the pages it renders itself
// (app/components/layout/SiteStylesheet.tsx).
import { rememberRecentResults } from "#app/server/memo.server.ts";
import { classesOf, parseStylesheet, rulesFor } from "#app/server/http/stylesheet-rules.server.ts";

/** What the server renders where the page's rules go; they are written in once the page is rendered. */
export const PAGE_RULES_ELEMENT = '<style id="site-stylesheet" data-page-rules="">';

/** Searched for without its leading space, which is checked apart: a space is the commonest character in HTML. */
const CLASS_ATTRIBUTE = 'class="';
/** Distinct class attributes remembered; the site's pages write a few hundred. */
const MAX_REMEMBERED_ATTRIBUTES = 4096;

/**
 * The stylesheet parsed last (one deployment has one stylesheet): each class it names gets a
 * number, each class attribute seen is remembered as the numbers of its classes, and the rules of
 * the last few sets of classes are kept, since pages of one type mostly use the same classes.
 */
type Picker = {
  stylesheet: string;
  numbers: Map<string, number>;
  attributes: Map<string, readonly number[]>;
  rulesForSet: (bits: string) => string;
};
let picker: Picker | undefined;

/** `html` with the rules of `stylesheet` that its elements use written into its PAGE_RULES_ELEMENT. */
export function withPageRules(html: string, stylesheet: string): string {
  const at = html.indexOf(PAGE_RULES_ELEMENT);
  if (at === -1) return html;
  const end = at + PAGE_RULES_ELEMENT.length;
  return html.slice(0, end) + pageRules(html, stylesheet, end) + html.slice(end);
}

/** The rules of `stylesheet` that the elements of `html` use, in the stylesheet's order. */
export function pageRules(html: string, stylesheet: string, from = 0): string {
  const { numbers, attributes, rulesForSet } = pickerFor(stylesheet);
  // The classes on the page that the stylesheet names, one bit each: the per-request work is a
  // scan of the HTML and a lookup per class attribute.
  const used = new Uint32Array(Math.ceil(numbers.size / 32) || 1);
  let at = html.indexOf(CLASS_ATTRIBUTE, from);
  while (at !== -1) {
    const start = at + CLASS_ATTRIBUTE.length;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    if (html.charCodeAt(at - 1) !== 32) {
      at = html.indexOf(CLASS_ATTRIBUTE, start);
      continue;
    }
    const value = html.slice(start, end);
    let classes = attributes.get(value);
    if (classes === undefined) {
      if (attributes.size >= MAX_REMEMBERED_ATTRIBUTES) attributes.clear();
      classes = numbersOf(value, numbers);
      attributes.set(detached(value), classes);
    }
    for (const number of classes) used[number >>> 5]! |= 1 << (number & 31);
    at = html.indexOf(CLASS_ATTRIBUTE, end);
  }
  return rulesForSet(used.join(","));
}

function pickerFor(stylesheet: string): Picker {
  if (picker?.stylesheet === stylesheet) return picker;
  const rules = parseStylesheet(stylesheet);
  const names = classesOf(rules);
  const numbers = new Map(names.map((name, number) => [name, number]));
  const rulesForSet = rememberRecentResults(16, (bits: string) => {
    const words = bits.split(",").map(Number);
    return rulesFor(rules, new Set(names.filter((_, number) => (words[number >>> 5]! >>> (number & 31)) & 1)));
  });
  picker = { stylesheet, numbers, attributes: new Map(), rulesForSet };
  return picker;
}

/**
 * A copy of a slice of the page: V8 may keep a long slice as a view into the whole HTML, which a
 * remembered key would then keep alive after the request.
 */
function detached(slice: string): string {
  return ` ${slice}`.slice(1);
}

/** The numbers of the classes in a class attribute's value (as React escapes it) that the stylesheet names. */
function numbersOf(value: string, numbers: ReadonlyMap<string, number>): number[] {
  const classes = value.includes("&") ? unescapeAttribute(value) : value;
  return classes.split(/\s+/).flatMap((name) => numbers.get(name) ?? []);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

function unescapeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
}
