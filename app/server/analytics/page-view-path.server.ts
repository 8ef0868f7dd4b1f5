// Which responses are page views, and under which path they are counted. Only a successful GET
// of a public page counts: its HTML, or (with JavaScript, a navigation inside the app) the data
// of the page's own route. Admin pages, the API, static files, images, feeds, 404s and redirects
// do not, nor do bots (isbot), prefetches or HEAD requests. Nothing about the visitor is kept: no cookie is
// read or set, and the path is all that is stored.
import { isbot } from "isbot";
import { isScriptRequest, pagePathOf } from "#app/server/http/script-requests.server.ts";

/** Paths longer than this are cut: a path is a key, not a place to store arbitrary text. */
export const MAX_COUNTED_PATH_LENGTH = 200;

const NOT_PAGES = /^\/(admin|api|assets|og|avatars|tool-images|logos|cdn-cgi|sign-out)(\/|$)/;
/** robots.txt, rss.xml, sitemap.xml, favicon.svg, /profile/data's download...: files, not pages. */
const FILE_NAME = /\.[a-z0-9]+$/i;

/** The path a response counts as a view of, or null when it is not a page view. */
export function pageViewPath(request: Request, response: Response): string | null {
  if (request.method !== "GET" || response.status !== 200) return null;
  const url = new URL(request.url);
  // A client-side navigation asks for the page's data once, at the page's address plus `.data`.
  const script = isScriptRequest(url);
  const path = normalizePath(script ? pagePathOf(url) : url.pathname);
  if (NOT_PAGES.test(path) || FILE_NAME.test(path) || path === "/profile/data") return null;
  const type = response.headers.get("Content-Type") ?? "";
  const isPage = script ? type.startsWith("text/x-script") : type.startsWith("text/html");
  if (!isPage || isPrefetch(request) || isbot(request.headers.get("User-Agent"))) return null;
  return path;
}

/**
 * Links prefetch a page's data when the pointer rests on them (`prefetch="intent"`); the browser
 * marks such requests, and a page only hovered is not a page viewed.
 */
function isPrefetch(request: Request): boolean {
  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  return purpose.includes("prefetch");
}

/** The path without repeated or trailing slashes, cut to a bounded length. */
export function normalizePath(pathname: string): string {
  const path = pathname.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
  return path.slice(0, MAX_COUNTED_PATH_LENGTH);
}
