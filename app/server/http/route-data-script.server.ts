// With single fetch, a page's route data reaches the browser as a stream: <Scripts> opens it, and
// React Router's server render fills it with one <script> per chunk, as a streaming render waits
// for each. The site renders a page to one string (app/entry.server.tsx), which cannot wait; and
// its loaders defer nothing, so the whole stream is there at once. It is read whole before
// rendering and written as one script at the end of the body, after the script that opens the
// stream.

/** Takes the route data's stream out of `context`, so the render does not try to wait for it. */
export function takeRouteData(context: { serverHandoffStream?: ReadableStream<Uint8Array> }) {
  const stream = context.serverHandoffStream;
  context.serverHandoffStream = undefined;
  return stream;
}

/** `html` with `script` at the end of its body. */
export function atEndOfBody(html: string, script: string): string {
  const end = html.lastIndexOf("</body>");
  return end === -1 ? `${html}${script}` : `${html.slice(0, end)}${script}${html.slice(end)}`;
}

/** The script that hands the whole route data to the browser's router; "" when there is none. */
export async function routeDataScript(stream: ReadableStream<Uint8Array> | undefined, nonce: string) {
  if (!stream) return "";
  const text = JSON.stringify(await new Response(stream).text()).replace(/</g, "\\u003c");
  const controller = "window.__reactRouterContext.streamController";
  return `<script nonce="${nonce}">${controller}.enqueue(${text});${controller}.close();</script>`;
}
