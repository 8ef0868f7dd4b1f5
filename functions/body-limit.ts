// Request bodies are capped while they stream in: a body over its route's limit is refused with
// 413 as soon as the limit is passed (or at once when Content-Length says so), so an oversized
// or endless upload is never read whole and nothing of it is kept. A body within the limit is
// handed on as bytes, so no later reader can be made to read more.
import { BODY_TOO_LARGE_HEADER, bodyLimitFor, isUploadRoute } from "#app/lib/body-limits.ts";
import { readAtMost } from "#app/server/http/read-at-most.server.ts";

export async function withCappedBody(request: Request): Promise<Request | Response> {
  if (request.headers.has(BODY_TOO_LARGE_HEADER)) {
    request = new Request(request);
    request.headers.delete(BODY_TOO_LARGE_HEADER);
  }
  if (!request.body) return request;
  const { pathname } = new URL(request.url);
  const limit = bodyLimitFor(pathname);
  const body = await readAtMost(request.body, limit, Number(request.headers.get("Content-Length")));
  if (body) return new Request(request, { body });
  if (!isUploadRoute(pathname)) return tooLarge(limit);
  const refused = new Request(request, { body: null });
  refused.headers.set(BODY_TOO_LARGE_HEADER, "1");
  refused.headers.delete("Content-Type");
  return refused;
}

function tooLarge(limit: number): Response {
  return new Response(`This request is too large: this address accepts at most ${Math.floor(limit / 1024)} KB.`, {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" },
  });
}
