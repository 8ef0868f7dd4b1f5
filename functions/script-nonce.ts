// Every page response gets a nonce of its own: the scripts rendered with the page's render nonce
// get a fresh one, and the Content-Security-Policy names it. A copy from the edge cache is
// rewritten like a new render, so no two responses share a nonce.
//
// The page is rewritten as one string and sent as one body, as it was rendered: a streaming
// rewrite arrives in chunks, and a browser that paints the first chunk (half a header) before
// the rest moves the page when the rest comes in.
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
  const body = response.body ? (await response.text()).replaceAll(`nonce="${renderNonce}"`, `nonce="${nonce}"`) : null;
  const page = new Response(body, response);
  page.headers.delete(RENDER_NONCE_HEADER);
  page.headers.delete("Content-Length");
  const policy = response.headers.get("Content-Security-Policy") ?? contentSecurityPolicy();
  page.headers.set("Content-Security-Policy", withScriptNonce(policy, nonce));
  return page;
}
