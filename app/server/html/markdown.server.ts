// What editors write in Markdown (a tool's About) becomes the site's rich HTML: rendered by marked
// (GitHub's dialect, raw HTML passed through, as Markdown allows) and then cleaned by the one
// allowlist every rich text goes through, so nothing the editor typed can reach a page unchecked.
import { Marked } from "marked";
import { sanitizeRichHtml } from "#app/server/html/sanitize.server.ts";

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown to sanitized HTML; blank input is the empty string. */
export function markdownToSafeHtml(source: string): string {
  if (source.trim() === "") return "";
  return sanitizeRichHtml(markdown.parse(source, { async: false })).trim();
}
