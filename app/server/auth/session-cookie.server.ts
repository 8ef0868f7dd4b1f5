// better-auth's session cookie. Its value is the session token and an HMAC of it with the
// site's secret; only a cookie that carries a valid signature makes a request personal, so a
// cookie that merely has the right name neither reaches the database nor bypasses the edge cache.
// Over https better-auth names it with the __Secure- prefix, and on a real domain it sits on the
// parent domain (shared with the admin subdomain); clearing it must name it the same way.
import { sharedCookieDomain } from "#app/lib/site-hosts.ts";

export const SESSION_COOKIE = "better-auth.session_token";
const COOKIE_NAMES = [`__Secure-${SESSION_COOKIE}`, SESSION_COOKIE];

/** The session token of a cookie that better-auth signed with `secret`, or null. */
export async function signedSessionToken(request: Request, secret: string): Promise<string | null> {
  const cookies = parseCookies(request.headers.get("Cookie") ?? "");
  for (const name of COOKIE_NAMES) {
    const value = cookies.get(name);
    if (!value) continue;
    const dot = value.lastIndexOf(".");
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (dot > 0 && (await validSignature(secret, token, signature))) return token;
  }
  return null;
}

/** Whether a Set-Cookie header sets or clears the session cookie. */
export const isSessionSetCookie = (header: string) => COOKIE_NAMES.some((name) => header.startsWith(`${name}=`));

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

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const equals = part.indexOf("=");
    if (equals < 1) continue;
    const name = part.slice(0, equals).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(equals + 1).trim()));
    } catch {
      // A malformed escape is no cookie of ours.
    }
  }
  return cookies;
}

// better-auth signs with HMAC-SHA-256 keyed by the raw secret, in standard base64 (44 characters).
// The key is kept once imported; never the promise of it, which other requests would wait on.
let cachedKey: { secret: string; key: CryptoKey } | undefined;

async function validSignature(secret: string, token: string, signature: string): Promise<boolean> {
  // Without a secret (a misconfigured site) nothing is signed, so nothing is a session.
  if (!secret || !/^[A-Za-z0-9+/]{43}=$/.test(signature)) return false;
  if (cachedKey?.secret !== secret) {
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["verify"],
    );
    cachedKey = { secret, key };
  }
  const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0));
  return crypto.subtle.verify("HMAC", cachedKey.key, bytes, new TextEncoder().encode(token));
}
