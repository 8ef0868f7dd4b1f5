// Every page response gets a nonce of its own: the scripts rendered with the page's render nonce
// get a fresh one, and the Content-Security-Policy names it. A copy from the edge cache is
// rewritten like a new render, so no two responses share a nonce.
import {
  contentSecurityPolicy,
  newScriptNonce,
  RENDER_NONCE_HEADER,
  withScriptNonce,
} from "#app/server/http/content-security-policy.server.ts";

export function withFreshScriptNonce(response: Response): Response {
  const renderNonce = response.headers.get(RENDER_NONCE_HEADER);
  if (renderNonce === null) return response;
  const nonce = newScriptNonce();
  const rewritten = response.body
    ? new HTMLRewriter()
        .on("script[nonce]", {
          element(script) {
            if (script.getAttribute("nonce") === renderNonce) script.setAttribute("nonce", nonce);
          },
        })
        .transform(response)
    : response;
  const page = new Response(rewritten.body, response);
  page.headers.delete(RENDER_NONCE_HEADER);
  page.headers.delete("Content-Length");
  const policy = response.headers.get("Content-Security-Policy") ?? contentSecurityPolicy();
  page.headers.set("Content-Security-Policy", withScriptNonce(policy, nonce));
  return page;
}
