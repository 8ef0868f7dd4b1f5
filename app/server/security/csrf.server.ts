// CSRF protection for actions. A signed-in visitor's token is an HMAC of their session token with
// the site's secret: every form rendered for them carries it in a hidden field (their pages are
// never cached, so each carries their own), and an action taken with their session must bring it.
// Another site can make the browser send the session cookie, but can neither read the token nor
// compute it, and a token is worth nothing with any other session. Requests without a session
// have no ambient authority to abuse; for them, and for everyone, a cross-site Origin is refused.
import { CSRF_FIELD } from "#app/lib/csrf-field.ts";
import { signText } from "#app/server/security/signed-text.server.ts";

const PURPOSE = "csrf";

export const csrfTokenFor = (secret: string, sessionToken: string) => signText(secret, PURPOSE, sessionToken);

/** Constant-time comparison of two tokens of the same length. */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export type CsrfVerdict = { ok: true } | { ok: false; reason: string };

/** Whether the request's Origin, when it names one, is this site (or the host it was sent to). */
export function fromThisSite(request: Request, siteOrigin: string): boolean {
  const origin = request.headers.get("Origin");
  return !origin || origin === siteOrigin || origin === new URL(request.url).origin;
}

export const CROSS_SITE_MESSAGE = "This form was sent from another site.";

/** `expected` is the session's token, or null for a visitor without a session. */
export function checkCsrf(
  request: Request,
  form: FormData | null,
  siteOrigin: string,
  expected: string | null,
): CsrfVerdict {
  if (!fromThisSite(request, siteOrigin)) return { ok: false, reason: CROSS_SITE_MESSAGE };
  if (expected === null) return { ok: true };
  const given = form?.get(CSRF_FIELD);
  if (typeof given !== "string" || !sameToken(expected, given))
    return { ok: false, reason: "This form has expired. Reload the page and try again." };
  return { ok: true };
}
