// better-auth's session cookie: its presence is what makes a request personal. Over https
// better-auth names it with the __Secure- prefix, and on a real domain it sits on the parent
// domain (shared with the admin subdomain); clearing it must name it the same way.
import { sharedCookieDomain } from "~/lib/site-hosts";

export const SESSION_COOKIE = "better-auth.session_token";

export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(SESSION_COOKIE);
}

/** A Set-Cookie header that removes the session cookie as better-auth set it for this site. */
export function clearedSessionCookie(siteUrl: string): string {
  const secure = siteUrl.startsWith("https:");
  const domain = sharedCookieDomain(siteUrl);
  return [
    `${secure ? "__Secure-" : ""}${SESSION_COOKIE}=`,
    "Path=/",
    "Max-Age=0",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
    ...(domain ? [`Domain=${domain}`] : []),
  ].join("; ");
}
