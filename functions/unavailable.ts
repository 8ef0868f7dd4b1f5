// What a visitor gets while the database is away and no edge copy of the page exists: a 503 that
// says so and when to try again, as a small page of its own (the site's layout needs the
// database) or, for the JSON API, as JSON.
export const RETRY_AFTER_SECONDS = 30;

export const UNAVAILABLE_MESSAGE = "The site is briefly unavailable. Please try again in a minute.";

export function siteUnavailable(url: URL, siteName: string): Response {
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (url.pathname.startsWith("/api/")) return Response.json({ error: UNAVAILABLE_MESSAGE }, { status: 503, headers });
  const name = siteName.replace(/[<>&"]/g, "");
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Briefly unavailable | ${name}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}a{color:#c2410c}</style>
</head><body><main><h1>Briefly unavailable</h1><p>${UNAVAILABLE_MESSAGE}</p><p><a href="${url.pathname}${url.search}">Try again</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
