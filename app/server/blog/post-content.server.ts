// A post's HTML as the page shows it: sanitized on render, each h2-h4 given a stable id, and the
// headings listed for the table of contents. Built on the server, so the contents and deep links
// work without JavaScript.
import { slugify } from "#app/lib/slugify.ts";
import { htmlToText, sanitizeRichHtml } from "#app/server/html/sanitize.server.ts";

export interface PostHeading {
  id: string;
  text: string;
  level: 2 | 3 | 4;
}

const SHARE_EXCERPT_LENGTH = 200;

export function preparePostContent(raw: string): { html: string; headings: PostHeading[] } {
  const used = new Set<string>();
  const headings: PostHeading[] = [];
  const html = sanitizeRichHtml(raw).replace(
    /<h([234])(?: id="[^"]*")?>([\s\S]*?)<\/h\1>/g,
    (_match, level: string, inner: string) => {
      const text = htmlToText(inner);
      const base = slugify(text) || "section";
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      headings.push({ id, text, level: Number(level) as PostHeading["level"] });
      return `<h${level} id="${id}">${inner}</h${level}>`;
    },
  );
  return { html, headings };
}

/** The share block's text: the excerpt, else the first 200 characters of the content's text. */
export function shareExcerpt(excerpt: string | null, content: string): string {
  if (excerpt?.trim()) return excerpt.trim();
  return htmlToText(content).slice(0, SHARE_EXCERPT_LENGTH);
}
