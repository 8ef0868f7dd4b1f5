// A page's script speaks to the Worker through single fetch: it asks for a page's data, or sends
// its form, at the page's address with `.data` added (`/tool/sparrow.data`, `/_root.data` for the
// home page), and reads the answer in turbo-stream's encoding. The Worker tells such requests from
// pages the browser opens, and answers some itself (a form refused before any route runs).
import { encode } from "turbo-stream";

/** A page's script asking for data or sending a form, not the browser opening a page. */
export const isScriptRequest = (url: URL) => url.pathname.endsWith(".data");

/**
 * The path of the page a request is for: a script request's page (`/tool/sparrow.data` →
 * `/tool/sparrow`, `/_root.data` → `/`), any other request's own path. Rules kept by page (body
 * caps, the admin portal's) read this, so a page's script meets the same ones as the page.
 */
export const pagePathOf = (url: URL) => (url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, ""));

/**
 * The answer to a form a page's script sent, as its route's action would give it: `value` becomes
 * the page's action data, with `status`. `X-Remix-Response` tells the script the answer is the
 * site's own: a 4xx without it is taken for a proxy's failure and shown as the error page.
 */
export function scriptFormAnswer(value: unknown, status: number, headers: HeadersInit = {}): Response {
  const answer = new Response(encode({ data: value }), { status, headers });
  answer.headers.set("Content-Type", "text/x-script");
  answer.headers.set("Cache-Control", "no-store");
  answer.headers.set("X-Remix-Response", "yes");
  return answer;
}
