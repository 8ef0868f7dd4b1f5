// Every page response gets a nonce of its own: the scripts rendered with the page's render nonce
// get a fresh one, and the Content-Security-Policy names it. A copy from the edge cache is
// rewritten like a new render, so no two responses share a nonce.
//
// The page is rewritten as one buffer and sent as one body, as it was rendered: a streaming
// rewrite arrives in chunks, and a browser that paints the first chunk (half a header) before
// the rest moves the page when the rest comes in. Nonces have one length, so the bytes are
// rewritten in place, with no decoding of the page into a string and back.
import {
  contentSecurityPolicy,
  newScriptNonce,
  RENDER_NONCE_HEADER,
  withScriptNonce,
} from "#app/server/http/content-security-policy.server.ts";

export async function withFreshScriptNonce(response: Response): Promise<Response> {
  const renderNonce = response.headers.get(RENDER_NONCE_HEADER);
  if (renderNonce === null) return response;
  const nonce = newScriptNonce();
  const body = response.body ? await withNonceReplaced(response, renderNonce, nonce) : null;
  const page = new Response(body, response);
  page.headers.delete(RENDER_NONCE_HEADER);
  page.headers.delete("Content-Length");
  const policy = response.headers.get("Content-Security-Policy") ?? contentSecurityPolicy();
  page.headers.set("Content-Security-Policy", withScriptNonce(policy, nonce));
  return page;
}

const encoder = new TextEncoder();

async function withNonceReplaced(response: Response, from: string, to: string): Promise<ArrayBuffer | string> {
  const search = encoder.encode(`nonce="${from}"`);
  const replacement = encoder.encode(`nonce="${to}"`);
  if (search.length !== replacement.length)
    return (await response.text()).replaceAll(`nonce="${from}"`, `nonce="${to}"`);
  const page = await response.arrayBuffer();
  replaceEqualLengthBytes(new Uint8Array(page), search, replacement);
  return page;
}

/**
 * Replaces every occurrence of `search` in `bytes` by `replacement`, of the same length, in place.
 * Horspool's search: on a mismatch it skips ahead by how far the window's last byte sits from the
 * pattern's end, so a page is read in steps of up to the pattern's length.
 */
export function replaceEqualLengthBytes(bytes: Uint8Array, search: Uint8Array, replacement: Uint8Array): void {
  const last = search.length - 1;
  const skip = new Uint16Array(256).fill(search.length);
  for (let i = 0; i < last; i++) skip[search[i]!] = last - i;
  let at = 0;
  while (at + last < bytes.length) {
    let i = last;
    while (i >= 0 && bytes[at + i] === search[i]) i--;
    if (i < 0) {
      bytes.set(replacement, at);
      at += search.length;
    } else at += skip[bytes[at + last]!]!;
  }
}
