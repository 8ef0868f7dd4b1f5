// A page as a reader sees it, for "the page says ..." checks, and addresses the edge cache has not seen.

/** The page's visible text: scripts and tags dropped, entities decoded, every run of spaces one plain space. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

/** Adds a query of its own to each path, so the edge cache never answers for the code under test. */
export function uncachedPaths(name: string): (path: string) => string {
  let request = 0;
  return (path) => `${path}${path.includes("?") ? "&" : "?"}${name}=${++request}`;
}
