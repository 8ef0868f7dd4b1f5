// Error responses thrown from loaders and actions; the root ErrorBoundary shows their text.
import { PAGE_NOT_FOUND } from "#app/lib/error-title.ts";

export function badRequest(message: string): Response {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** `message` is the page's title, "Page Not Found" unless something more precise is known. */
export function notFound(message = PAGE_NOT_FOUND): Response {
  return new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export function forbidden(message: string): Response {
  return new Response(message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export function methodNotAllowed(allowed: string): Response {
  return new Response(`Method not allowed. Use ${allowed}.`, {
    status: 405,
    headers: { "Content-Type": "text/plain; charset=utf-8", Allow: allowed },
  });
}

/** Something the page needs could not be read just now; the message names it. */
export function unavailable(message: string): Response {
  return new Response(message, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
