import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { ScriptNonce } from "#app/components/layout/script-nonce.ts";
import { StylesheetText, type InlinedStylesheet } from "#app/components/layout/SiteStylesheet.tsx";
import { newScriptNonce, RENDER_NONCE_HEADER } from "#app/server/http/content-security-policy.server.ts";
import { withPageRules } from "#app/server/http/page-stylesheet.server.ts";
import { readStylesheet } from "#app/server/http/stylesheet-text.server.ts";
import stylesheetHref from "#app/tailwind.css?url";

/**
 * A loader, action or render failed: the Worker answers with the 503 page instead of the error
 * page when the failure means the database is away (functions/worker.ts).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  context.noteError(error);
  if (!request.signal.aborted) console.error(error);
};

/**
 * Renders the whole document to one string. Nothing on the site suspends (no deferred data), and
 * the edge cache stores whole bodies anyway, so a stream would only add cost: renderToString takes
 * about 40% less CPU than renderToReadableStream for the same page in workerd.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const mode = loadContext.env.STYLESHEET;
  const stylesheet = mode === "link" ? null : await readStylesheet(loadContext.env.ASSETS, stylesheetHref);
  // "full" inlines the whole file; by default the page's own rules are written in after rendering.
  const inlined: InlinedStylesheet =
    stylesheet === null
      ? null
      : mode === "full"
        ? { text: stylesheet, pageRules: false }
        : { text: "", pageRules: true };
  const renderNonce = newScriptNonce();
  const rendered = renderToString(
    <ScriptNonce.Provider value={renderNonce}>
      <StylesheetText.Provider value={inlined}>
        <RemixServer context={remixContext} url={request.url} />
      </StylesheetText.Provider>
    </ScriptNonce.Provider>,
  );
  const html = stylesheet !== null && inlined?.pageRules ? withPageRules(rendered, stylesheet) : rendered;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The Worker swaps it for a nonce of the response's own (functions/script-nonce.ts).
  responseHeaders.set(RENDER_NONCE_HEADER, renderNonce);
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
