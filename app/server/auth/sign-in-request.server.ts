// The sign-in form's two buttons, run from a Remix action (better-auth's HTTP endpoints take JSON
// only, so a form without JavaScript could not post to them).
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { readEmailField } from "#app/lib/email-field.ts";
import { checkMailRequest, countMailSent, type MailLimits } from "#app/server/security/mail-limits.server.ts";
import { clientAddress, tooManyMessage } from "#app/server/security/rate-limit.server.ts";
import { createAuth, googleConfigured } from "#app/server/auth/auth.server.ts";
import { returnPathOf } from "#app/server/auth/guards.server.ts";

/**
 * Per 10 minutes: a client address may ask 30 times, 5 of them for one address; an address gets
 * at most 10 links, whoever asks.
 */
export const MAGIC_LINK_LIMITS: MailLimits = {
  scope: "magic-link",
  perClient: { max: 30, windowSeconds: 600 },
  perClientAndAddress: { max: 5, windowSeconds: 600 },
  sentPerAddress: { max: 10, windowSeconds: 600 },
};

export type SignInResult = { sent: true; email: string } | { sent: false; error: string; status: number };

export async function requestMagicLink(
  context: AppLoadContext,
  request: Request,
  form: FormData,
): Promise<SignInResult> {
  const address = readEmailField(form.get("email"));
  if (!address.ok) return { sent: false, error: address.error, status: 400 };
  const limit = await checkMailRequest(context.db(), MAGIC_LINK_LIMITS, clientAddress(request), address.email);
  if (!limit.allowed)
    return { sent: false, error: tooManyMessage("sign-in requests", limit.retryAfterSeconds), status: 429 };
  try {
    await createAuth(context.env, context.db()).api.signInMagicLink({
      // The link signs in and goes on to the page that sent the visitor to sign in.
      body: { email: address.email, callbackURL: returnPathOf(request), errorCallbackURL: "/sign-in" },
      headers: request.headers,
    });
    await countMailSent(context.db(), MAGIC_LINK_LIMITS, address.email);
    return { sent: true, email: address.email };
  } catch (error) {
    console.error("magic link", error);
    return { sent: false, error: "We could not send the sign-in link. Please try again.", status: 502 };
  }
}

/** Starts Google's authorization: a redirect to Google with better-auth's state cookie. */
export async function startGoogleSignIn(context: AppLoadContext, request: Request): Promise<Response> {
  if (!googleConfigured(context.env)) throw new Response("Google sign-in is not configured.", { status: 404 });
  const { headers, response } = await createAuth(context.env, context.db()).api.signInSocial({
    body: { provider: "google", callbackURL: returnPathOf(request), errorCallbackURL: "/sign-in" },
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response?.url) throw new Response("Google sign-in could not start.", { status: 502 });
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
  return redirect(response.url, { headers: out });
}
