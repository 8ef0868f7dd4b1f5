// Requests whose host starts with the admin prefix are the admin area: their paths map onto
// /admin (admin.example.com/ is /admin, and its page's data, /_root.data, is /admin.data). Static
// files are served before the Worker runs.
import { isAdminHost } from "#app/lib/site-hosts.ts";

export function routeAdminHost(request: Request, prefix: string): Request {
  const url = new URL(request.url);
  if (!isAdminHost(url.hostname, prefix) || url.pathname === "/admin" || url.pathname.startsWith("/admin/"))
    return request;
  // Images that posts' Markdown names by path show in the admin's previews too.
  if (url.pathname.startsWith("/api/auth/") || url.pathname.startsWith("/blog-images/")) return request;
  url.pathname = url.pathname === "/_root.data" ? "/admin.data" : `/admin${url.pathname === "/" ? "" : url.pathname}`;
  return new Request(url, request);
}
