// Addresses no route can use: a path or query whose percent-encoding does not decode (broken
// sequences, unpaired surrogates) or that decodes to a NUL, which Postgres text cannot hold. They
// are refused with a 400 before anything reads them, so no route has to guard its own parameters.
import { hasNul } from "#app/lib/control-characters.ts";

export const UNREADABLE_ADDRESS_MESSAGE = "The address contains a character that is not allowed.";

/** The decoded text, or null when the encoding is broken. */
function decoded(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

function readable(encoded: string): boolean {
  const text = decoded(encoded);
  return text !== null && !hasNul(text);
}

/** Whether every part of the address decodes to text a route can use. */
export function isReadableAddress(url: URL): boolean {
  if (!readable(url.pathname)) return false;
  // searchParams decodes leniently (U+FFFD for a broken sequence), so each name and value is
  // decoded again strictly, as the routes' own readers might.
  const parts = url.search.slice(1).split(/[&=]/);
  return parts.every((part) => readable(part.replace(/\+/g, " ")));
}

/** The 400 for an unreadable address: a small page of its own, or JSON under /api/. */
export function unreadableAddress(url: URL, siteName: string): Response {
  const headers = { "Cache-Control": "no-store" };
  if (url.pathname.startsWith("/api/"))
    return Response.json({ error: UNREADABLE_ADDRESS_MESSAGE }, { status: 400, headers });
  const name = siteName.replace(/[<>&"]/g, "");
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invalid request | ${name}</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}a{color:#c2410c}</style>
</head><body><main><h1>Invalid request</h1><p>${UNREADABLE_ADDRESS_MESSAGE}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
  return new Response(html, { status: 400, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
