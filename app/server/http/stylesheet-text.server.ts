// The site's stylesheet as text, for pages that inline it (app/components/layout/SiteStylesheet.tsx).
// It is a static file of the deployment, so each isolate reads it once from the assets binding.

/** Larger than this, a stylesheet is linked rather than repeated in every page. */
export const MAX_INLINED_BYTES = 64 * 1024;

/** Texts read so far; a request never waits on another's read (see memo.server.ts). */
const texts = new Map<string, string>();

/**
 * The text of the stylesheet at `href` (a path under /assets/), or null when it cannot be read or
 * is too large to inline; a failed read is tried again by the next request.
 */
export async function readStylesheet(assets: Fetcher, href: string): Promise<string | null> {
  const known = texts.get(href);
  if (known !== undefined) return known;
  const text = await fetchStylesheet(assets, href);
  if (text !== null) texts.set(href, text);
  return text;
}

async function fetchStylesheet(assets: Fetcher, href: string): Promise<string | null> {
  try {
    // The assets binding serves the deployment's files whatever the host.
    const response = await assets.fetch(new Request(new URL(href, "https://assets.invalid")));
    if (!response.ok) {
      await response.body?.cancel();
      console.error(`stylesheet ${href}: ${response.status}; the page links it instead`);
      return null;
    }
    const text = await response.text();
    // A "</style" inside the text would end the element early.
    if (text.length > MAX_INLINED_BYTES || /<\/style/i.test(text)) return null;
    return text;
  } catch (error) {
    console.error(
      `stylesheet ${href}: ${error instanceof Error ? error.message : String(error)}; the page links it instead`,
    );
    return null;
  }
}
