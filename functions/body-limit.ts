// Request bodies are capped while they stream in. A body within its route's cap is handed on as
// bytes, so no later reader can be made to read more. A text form over its cap is still read up to
// a ceiling a few times its cap and handed on marked, so its action refuses the over-long fields
// and the page comes back with every value (answered 413 by overCapAnswer); past the ceiling, or
// at once when Content-Length says so, it is refused with 413 unread. An upload over its cap
// reaches its route marked, with its text fields but not its files (or, past its read ceiling,
// without a body), so the page can say the file is too large and keep what was typed beside it.
import { BODY_TOO_LARGE_HEADER } from "#app/lib/body-limits.ts";
import { formFailure } from "#app/lib/form-result.ts";
import { bodyLimitFor, bodyReadCeilingFor, isUploadRoute } from "#app/lib/request-body-caps.ts";
import { readAtMost } from "#app/server/http/read-at-most.server.ts";
import { isScriptRequest, pagePathOf, scriptFormAnswer } from "#app/server/http/script-requests.server.ts";

export async function withCappedBody(request: Request): Promise<Request | Response> {
  if (request.headers.has(BODY_TOO_LARGE_HEADER)) {
    request = new Request(request);
    request.headers.delete(BODY_TOO_LARGE_HEADER);
  }
  if (!request.body) return request;
  const pathname = pagePathOf(new URL(request.url));
  const ceiling = bodyReadCeilingFor(pathname);
  const body = await readAtMost(request.body, ceiling, Number(request.headers.get("Content-Length")));
  if (body && body.byteLength <= bodyLimitFor(pathname)) return new Request(request, { body });
  const upload = isUploadRoute(pathname);
  if (body && !upload) return marked(new Request(request, { body }));
  if (!upload) return tooLarge(request, ceiling);
  return marked(await withoutFiles(request, body));
}

/** The request with its form's text fields only; with no body when the form was not read whole. */
async function withoutFiles(request: Request, body: Uint8Array<ArrayBuffer> | null): Promise<Request> {
  const form = body ? await new Request(request, { body }).formData().catch(() => null) : null;
  const fields = new FormData();
  for (const [name, value] of form ?? []) if (typeof value === "string") fields.append(name, value);
  const encoded = new Response(fields);
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  if (form) headers.set("Content-Type", encoded.headers.get("Content-Type")!);
  else headers.delete("Content-Type");
  return new Request(request, { headers, body: form ? await encoded.arrayBuffer() : null });
}

/** A form over its cap that its action refused (400) is answered as too large. */
export function overCapAnswer(request: Request, response: Response): Response {
  if (!request.headers.has(BODY_TOO_LARGE_HEADER) || response.status !== 400) return response;
  return new Response(response.body, { status: 413, statusText: "Content Too Large", headers: response.headers });
}

function marked(request: Request): Request {
  request.headers.set(BODY_TOO_LARGE_HEADER, "1");
  return request;
}

/**
 * A form too large even to read. A page's script (single fetch's `.data`) gets the form's refusal
 * as its action would answer, so the page stays with everything typed and says why (the admin
 * portal's forms do not even send such a form: app/components/admin/OversizeFormGuard.tsx); a plain
 * form post gets a page that says nothing was saved and how to get back to the text.
 */
function tooLarge(request: Request, limit: number): Response {
  const kb = Math.floor(limit / 1024);
  const message = `This request is too large: this address accepts at most ${kb} KB. Nothing was saved.`;
  const headers = { "Cache-Control": "no-store", Connection: "close" };
  const url = new URL(request.url);
  if (isScriptRequest(url))
    return scriptFormAnswer(formFailure({}, { formError: message }), 413, { Connection: "close" });
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not saved: the form was too large</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8fafc;color:#0f172a}main{max-width:36rem;padding:2rem;line-height:1.5}a{color:#c2410c}</style>
</head><body><main><h1>Not saved: the form was too large</h1>
<p>Nothing was saved. The form you sent is larger than this address accepts (at most ${kb} KB), so it could not be read.</p>
<p>Your text is not lost: use your browser's <strong>Back</strong> button to return to the form, where it is still filled in. Shorten its longest field (each field says how long it may be), then save again.</p>
<p><a href="${url.pathname}">Open the form again</a> (without the text you sent).</p></main></body></html>`;
  return new Response(html, { status: 413, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
