import { ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { renderToString } from "react-dom/server";
import { ScriptNonce } from "#app/components/layout/script-nonce.ts";
import { newScriptNonce, RENDER_NONCE_HEADER } from "#app/server/http/content-security-policy.server.ts";
import { atEndOfBody, routeDataScript, takeRouteData } from "#app/server/http/route-data-script.server.ts";

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
 * about 40% less CPU than renderToReadableStream for the same page in workerd. The route data
 * comes in one script at the end of the body (route-data-script.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const renderNonce = newScriptNonce();
  const routeData = routeDataScript(takeRouteData(routerContext), renderNonce);
  const html = renderToString(
    <ScriptNonce.Provider value={renderNonce}>
      <ServerRouter context={routerContext} url={request.url} />
    </ScriptNonce.Provider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The Worker swaps it for a nonce of the response's own (functions/script-nonce.ts).
  responseHeaders.set(RENDER_NONCE_HEADER, renderNonce);
  return new Response(`<!DOCTYPE html>${atEndOfBody(html, await routeData)}`, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
