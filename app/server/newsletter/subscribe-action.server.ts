// The newsletter forms' action: validates the address, holds the rate limits, and hands over to
// the newsletter-subscribe function. Its failures are logged and answered with the forms' failure
// text.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readEmailField } from "#app/lib/email-field.ts";
import { isNewsletterSource, NEWSLETTER_FAILED, subscribedMessage, type SubscribeResult } from "#app/lib/newsletter.ts";
import { newsletterSubscribe } from "#app/server/newsletter/newsletter-subscribe.server.ts";
import { checkMailRequest, countMailSent, type MailLimits } from "#app/server/security/mail-limits.server.ts";
import { clientAddress, tooManyMessage } from "#app/server/security/rate-limit.server.ts";

/**
 * Per 10 minutes: a client address may subscribe 10 times, 3 of them for one address; an address
 * gets at most 6 confirmation mails, whoever asks (any of them confirms).
 */
export const NEWSLETTER_LIMITS: MailLimits = {
  scope: "newsletter",
  perClient: { max: 10, windowSeconds: 600 },
  perClientAndAddress: { max: 3, windowSeconds: 600 },
  sentPerAddress: { max: 6, windowSeconds: 600 },
};

export async function subscribeFromForm(
  context: AppLoadContext,
  request: Request,
  form: FormData,
): Promise<SubscribeResult> {
  const rawSource = form.get("source");
  const source = isNewsletterSource(rawSource) ? rawSource : "footer";
  const address = readEmailField(form.get("email"));
  if (!address.ok) return { ok: false, source, error: address.error, status: 400 };
  const db = context.db();
  const limit = await checkMailRequest(db, NEWSLETTER_LIMITS, clientAddress(request), address.email);
  if (!limit.allowed)
    return { ok: false, source, error: tooManyMessage("subscription requests", limit.retryAfterSeconds), status: 429 };
  try {
    const mailed = await newsletterSubscribe(context.env, db, { email: address.email, source });
    if (mailed) await countMailSent(db, NEWSLETTER_LIMITS, address.email);
  } catch (error) {
    console.error("newsletter subscribe", error);
    return { ok: false, source, error: NEWSLETTER_FAILED, status: 502 };
  }
  return { ok: true, source, message: subscribedMessage(source) };
}
