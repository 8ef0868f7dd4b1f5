// Rich HTML (tool full_description, blog content) is cleaned with one allowlist on write and on
// render: no scripts, styles, event handlers or foreign URLs schemes.
import sanitizeHtml from "sanitize-html";
import { rememberRecentResults } from "#app/server/memo.server.ts";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "h2",
    "h3",
    "h4",
    "a",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "figure",
    "figcaption",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    // rel and target are set here only, never taken from the input.
    a: (tagName, { href, title }) => {
      const attribs: Record<string, string> = {};
      if (href !== undefined) attribs.href = href;
      if (title !== undefined) attribs.title = title;
      if (/^https?:/i.test(href ?? ""))
        Object.assign(attribs, { rel: "nofollow noopener noreferrer", target: "_blank" });
      return { tagName, attribs };
    },
    h1: "h2",
  },
};

/** Cleans rich HTML; a page shown again reuses the result (the same input always gives the same output). */
export const sanitizeRichHtml = rememberRecentResults(128, (html: string): string => sanitizeHtml(html, OPTIONS));

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

/** Plain text of an HTML fragment (share excerpts, meta descriptions), entities decoded. */
export const htmlToText = rememberRecentResults(512, (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim(),
);
