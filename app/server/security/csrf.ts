// CSRF protection for actions. A signed-in visitor carries a random token in an HttpOnly cookie,
// and every form rendered for them repeats it in a hidden field (their pages are never cached, so
// each carries their own). An action taken with the session cookie must bring the matching
// token: another site can make the browser send the cookie, but cannot read the token. Requests
// without a session have no ambient authority to abuse; for them, and for everyone, a cross-site
// Origin is refused outright.
import { CSRF_FIELD } from "~/lib/csrf-field";
import { hasSessionCookie } from "../auth/session-cookie.ts";

export const CSRF_COOKIE = CSRF_FIELD;

/** 32 random bytes as hex (spec section 9). */
export function newCsrfToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function csrfCookieToken(request: Request): string | null {
  const cookie = request.headers.get("Cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${CSRF_COOKIE}=([0-9a-f]{64})(?:;|$)`).exec(cookie);
  return match ? match[1]! : null;
}

export function csrfSetCookie(token: string, secure: boolean): string {
  return `${CSRF_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The token for a signed-in request: the one its cookie carries, or a new one with the cookie to
 * set. Anonymous requests get none (their pages are shared through the edge cache).
 */
export function csrfForRequest(request: Request, siteUrl: string): { token: string; setCookie?: string } | null {
  if (!hasSessionCookie(request)) return null;
  const existing = csrfCookieToken(request);
  if (existing) return { token: existing };
  const token = newCsrfToken();
  return { token, setCookie: csrfSetCookie(token, siteUrl.startsWith("https:")) };
}

/** Constant-time comparison of two tokens of the same length. */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export type CsrfVerdict = { ok: true } | { ok: false; reason: string };

export function checkCsrf(request: Request, form: FormData | null, siteOrigin: string): CsrfVerdict {
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null" && origin !== siteOrigin && origin !== new URL(request.url).origin)
    return { ok: false, reason: "This form was sent from another site." };
  if (!hasSessionCookie(request)) return { ok: true };
  const expected = csrfCookieToken(request);
  const given = form?.get(CSRF_FIELD);
  if (!expected || typeof given !== "string" || !sameToken(expected, given))
    return { ok: false, reason: "This form has expired. Reload the page and try again." };
  return { ok: true };
}
