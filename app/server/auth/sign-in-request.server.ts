// The sign-in form's two buttons, run from a route action (better-auth's HTTP endpoints take JSON
// only, so a form without JavaScript could not post to them). Either way the visitor comes back
// to the page that sent them to sign in.
import { data, redirect, type AppLoadContext } from "react-router";
import { LINK_ALREADY_MAILED, MAGIC_LINK_SENT } from "#app/lib/auth-messages.ts";
import { formFailure } from "#app/lib/form-result.ts";
import { SIGN_IN_INTENTS } from "#app/lib/sign-in-intents.ts";
import { SignInForm, type SignInResult } from "#app/lib/sign-in-rules.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { readForm } from "#app/server/security/checked-form.server.ts";
import { checkMailRequest, countMailSent, type MailLimits } from "#app/server/security/mail-limits.server.ts";
import { clientAddress, tooManyMessage } from "#app/server/security/rate-limit.server.ts";
import { createAuth, googleConfigured } from "#app/server/auth/auth.server.ts";
import { isBlockedAddress } from "#app/server/auth/blocked-users.server.ts";
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

export async function signInAction(context: AppLoadContext, request: Request) {
  const { form, parsed } = await readForm(request, context, SignInForm);
  switch (form.get("intent")) {
    case SIGN_IN_INTENTS.google:
      return startGoogleSignIn(context, request);
    case SIGN_IN_INTENTS.email: {
      const answer = (result: SignInResult, status = 200) =>
        data(result, { status, headers: { "Cache-Control": "no-store" } });
      if (!parsed.ok) return answer(parsed, 400);
      const sent = await requestMagicLink(context, request, parsed.data.email);
      return sent.ok
        ? answer({ ok: true, message: sent.message })
        : answer(formFailure(parsed.values, { formError: sent.error }), sent.status);
    }
    default:
      throw badRequest("Unknown sign-in action.");
  }
}

/**
 * Mails a link, or says why not. A client asking too often is told to wait; an address that has
 * had its share of links (whoever asked for them) is told that the newest one still works, since
 * it was mailed within the window, which is shorter than a link's life. A blocked account gets the
 * answer any address gets and no mail, so the form tells nobody who is blocked.
 */
async function requestMagicLink(
  context: AppLoadContext,
  request: Request,
  email: string,
): Promise<{ ok: true; message: string } | { ok: false; error: string; status: number }> {
  const limit = await checkMailRequest(context.db(), MAGIC_LINK_LIMITS, clientAddress(request), email);
  if (!limit.allowed)
    return limit.limited === "address"
      ? { ok: true, message: LINK_ALREADY_MAILED }
      : { ok: false, error: tooManyMessage("sign-in requests", limit.retryAfterSeconds), status: 429 };
  if (await isBlockedAddress(context.db(), email)) {
    await countMailSent(context.db(), MAGIC_LINK_LIMITS, email);
    return { ok: true, message: MAGIC_LINK_SENT };
  }
  try {
    await createAuth(context.env, context.db()).api.signInMagicLink({
      // The link signs in and goes on to the page that sent the visitor to sign in.
      body: { email, callbackURL: returnPathOf(request), errorCallbackURL: "/sign-in" },
      headers: request.headers,
    });
    await countMailSent(context.db(), MAGIC_LINK_LIMITS, email);
    return { ok: true, message: MAGIC_LINK_SENT };
  } catch (error) {
    console.error("magic link", error);
    return { ok: false, error: "We could not send the sign-in link. Please try again.", status: 502 };
  }
}

/** Starts Google's authorization: a redirect to Google with better-auth's state cookie. */
async function startGoogleSignIn(context: AppLoadContext, request: Request): Promise<ReturnType<typeof redirect>> {
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
