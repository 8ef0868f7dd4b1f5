// The seed's About sections are HTML of one kind only: paragraphs with bold words. The Markdown an
// editor would have written for them is what the tool editor shows, and what a save renders back
// to the same HTML. (Migration 0041 does the same for sites seeded before the seed wrote it.)

/** Paragraphs of text and <strong>, no entities: the only HTML a seeded About may hold. */
export const SEEDED_ABOUT_HTML = /^(?:\s*<p>(?:[^<>&]|<\/?strong>)+<\/p>)+\s*$/;

export function seededAboutMarkdown(html: string): string {
  if (!SEEDED_ABOUT_HTML.test(html))
    throw new Error(`a seeded About holds more than paragraphs and bold: ${html.slice(0, 80)}`);
  return (
    html
      .replace(/<\/p>\s*<p>/g, "\n\n")
      .replace(/<\/?p>/g, "")
      .replace(/<\/?strong>/g, "**")
      // An address in the text stays text, as in the HTML (Markdown would make it a mail link).
      .replace(/@/g, "\\@")
      .trim()
  );
}
