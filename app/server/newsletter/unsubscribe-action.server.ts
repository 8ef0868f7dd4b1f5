// The unsubscribe link of every newsletter mail. Opening it only asks (mail scanners open links);
// a POST unsubscribes: the page's button, or a mail client's one-click POST (RFC 8058). The signed
// link is what authorises it, so the action reads no form: no CSRF token, no session.
import { data, type AppLoadContext } from "react-router";
import { formFailure, type FormResult } from "#app/lib/form-result.ts";
import { verifySubscriptionLink } from "#app/server/newsletter/subscription-links.server.ts";
import { endSubscription } from "#app/server/newsletter/subscription-status.server.ts";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** The address the request's link was signed for, or null. */
export const linkedAddress = (request: Request, secret: string) =>
  verifySubscriptionLink(secret, "unsubscribe", new URL(request.url).searchParams);

export async function unsubscribeAction(context: AppLoadContext, request: Request) {
  const email = await linkedAddress(request, context.env.BETTER_AUTH_SECRET);
  if (!email) {
    const refused: FormResult = formFailure({}, { formError: "This unsubscribe link does not work" });
    return data(refused, { status: 400, headers: NO_STORE });
  }
  await endSubscription(context.db(), email);
  const done: FormResult = { ok: true };
  return data(done, { headers: NO_STORE });
}
